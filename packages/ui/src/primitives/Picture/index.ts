export * from './Picture';
