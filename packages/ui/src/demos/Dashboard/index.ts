export { Dashboard } from './Dashboard';
export {
  SALES_DENOMINATORS,
  campaignStatusColor,
  percentOf,
  type Project,
  type ProjectAction,
  type ProjectStatus,
} from './dashboardData';
