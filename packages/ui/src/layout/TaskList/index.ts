export { TaskList, type TaskCancelResult, type TaskListItem } from './TaskList';
