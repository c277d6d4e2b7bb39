export { AboutView } from './AboutView';
