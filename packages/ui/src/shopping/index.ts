export * from './CategoryManageView';
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
export type { ProductDraft } from './productDraft';
export type {
  ShopImage,
  ShopProduct,
  ShopProductSummary,
  ShopSpecType,
  ShopVariant,
} from './types';
