export { CheckoutResultView, type CheckoutResultViewProps } from './CheckoutResultView';
