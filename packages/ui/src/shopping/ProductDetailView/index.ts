export { ProductDetailView, type ProductDetailViewProps } from './ProductDetailView';
