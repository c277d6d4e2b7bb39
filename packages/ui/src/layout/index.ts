export * from './AppShell';
export * from './SiteNav';
export * from './Greeting';
export * from './NotFound';
export * from './NotPublicPage';
export * from './ResumePage';
export * from './EventList';
