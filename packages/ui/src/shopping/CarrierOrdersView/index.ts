export { CarrierOrdersView, type CarrierOrdersViewProps } from './CarrierOrdersView';
