export { Dashboard, type DashboardDestination, type DashboardProps } from './Dashboard';
export {
  SALES_DENOMINATORS,
  campaignStatusColor,
  percentOf,
  type CampaignStatus,
  type Project,
  type ProjectAction,
  type ProjectStatus,
} from './dashboardData';
