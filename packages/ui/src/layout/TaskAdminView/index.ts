export {
  formatSeconds,
  TaskAdminView,
  type TaskAdminItem,
  type TaskRetryResult,
} from './TaskAdminView';
