export { AppBar, type AppBarProps } from './AppBar';
