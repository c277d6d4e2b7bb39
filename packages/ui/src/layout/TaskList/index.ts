export { TaskList, type TaskCancelResult, type TaskListItem, type TaskListProps } from './TaskList';
