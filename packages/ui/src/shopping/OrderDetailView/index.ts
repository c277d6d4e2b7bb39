export { OrderDetailView, type OrderDetailViewProps } from './OrderDetailView';
