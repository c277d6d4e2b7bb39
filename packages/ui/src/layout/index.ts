export * from './AppShell';
export * from './Greeting';
export * from './NotFound';
export * from './UnderConstruction';
