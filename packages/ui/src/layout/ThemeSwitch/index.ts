export { ThemeSwitch } from './ThemeSwitch';
