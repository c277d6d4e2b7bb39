export { OrderStepper, orderSteps, type OrderStep, type OrderStepperProps } from './OrderStepper';
export {
  orderTotals,
  sampleOrderItems,
  shippingOptions as orderShippingOptions,
  type OrderItem,
  type OrderTotals,
  type ShippingOption,
} from './orderTotals';
