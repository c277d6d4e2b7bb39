export { CartView, type CartChangeResult, type CartViewProps } from './CartView';
