export { ScreenLoadError } from './ScreenLoadError';
