export { HomeView } from './HomeView';
