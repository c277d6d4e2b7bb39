export { AppBar } from './AppBar';
