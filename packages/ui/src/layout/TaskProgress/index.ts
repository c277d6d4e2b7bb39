export { TaskProgress, type TaskProgressProps } from './TaskProgress';
