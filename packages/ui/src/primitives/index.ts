export * from './AlertDialog';
export * from './AppBar';
export * from './Button';
export * from './Dialog';
export * from './Drawer';
export * from './IconButton';
export * from './Spinner';
export * from './icons';
