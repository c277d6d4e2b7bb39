export {
  CheckoutTotals,
  type CheckoutTotalsLine,
  type CheckoutTotalsProps,
} from './CheckoutTotals';
