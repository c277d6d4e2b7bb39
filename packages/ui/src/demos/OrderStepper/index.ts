export { OrderStepper } from './OrderStepper';
export {
  orderTotals,
  sampleOrderItems,
  shippingOptions as orderShippingOptions,
  type OrderItem,
  type ShippingOption,
} from './orderTotals';
