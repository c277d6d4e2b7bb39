export { OrderListView, type OrderListViewProps } from './OrderListView';
