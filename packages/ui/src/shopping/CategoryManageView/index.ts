export {
  CategoryManageView,
  type CategoryChange,
  type CategoryItem,
  type CategoryManageViewProps,
} from './CategoryManageView';
