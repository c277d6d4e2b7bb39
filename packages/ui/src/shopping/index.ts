export * from './AddToCartButton';
export * from './CargoView';
export * from './CartView';
export * from './CategoryManageView';
export * from './CheckoutConfirmView';
export * from './CheckoutResultView';
export * from './CheckoutTotals';
export * from './ManageOrdersView';
export * from './OrderDetailView';
export * from './OrderListView';
export * from './OrderStatusBadge';
export * from './OrderSummaryCard';
export * from './PaymentHandoffView';
export * from './SandboxGatewayView';
export * from './ProductDetailView';
export * from './ProductEditor';
export * from './ProductGallery';
export * from './QuantityStepper';
export * from './RichText';
export * from './SpecPicker';
export * from './SpecTypeEditor';
export * from './SpecTypeView';
export * from './StorefrontView';
export * from './VariantMatrix';
export type {
  CartItem,
  CheckoutQuoteView,
  DeliveryChoice,
  OrderedLine,
  OrderView,
  PaymentFormView,
  SandboxSessionView,
  ShortLine,
} from './checkoutTypes';
export { variantRow, type ProductDraft } from './productDraft';
export type {
  ShopImage,
  ShopProduct,
  ShopProductSummary,
  ShopSpecType,
  ShopVariant,
} from './types';
export {
  CARRIER_TABS,
  ORDER_TEXTS,
  type CarrierOrder,
  type CarrierTab,
  type OrderActionResult,
  type ShopOrder,
  type ShopOrderEvent,
  type ShopOrderLine,
  type ShopOrderSummary,
} from './orders';
