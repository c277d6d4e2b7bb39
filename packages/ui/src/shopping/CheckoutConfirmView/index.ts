export { CheckoutConfirmView, type CheckoutConfirmViewProps } from './CheckoutConfirmView';
