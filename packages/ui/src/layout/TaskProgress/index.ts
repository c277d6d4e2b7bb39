export { TaskProgress } from './TaskProgress';
