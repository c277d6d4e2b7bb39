export { PaymentHandoffView, type PaymentHandoffViewProps } from './PaymentHandoffView';
