export { Timeline } from './Timeline';
