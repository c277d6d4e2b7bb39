export {
  ManageOrdersView,
  type ManageOrderFilters,
  type ManageOrdersViewProps,
} from './ManageOrdersView';
