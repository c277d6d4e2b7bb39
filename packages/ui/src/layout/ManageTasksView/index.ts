export {
  formatSeconds,
  ManageTasksView,
  type TaskAdminItem,
  type TaskRetryResult,
} from './ManageTasksView';
