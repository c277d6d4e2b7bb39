export * from './theme';
export * from './primitives';
export * from './layout';
export * from './forms';
export * from './demos';
export * from './format';
export * from './shopping';
export * from './chat';
