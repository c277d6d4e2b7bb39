export * from './ProductDetailView';
export * from './ProductGallery';
export * from './QuantityStepper';
export * from './RichText';
export * from './SpecPicker';
export * from './SpecTypeEditor';
export * from './SpecTypeView';
export * from './StorefrontView';
export type {
  ShopImage,
  ShopProduct,
  ShopProductSummary,
  ShopSpecType,
  ShopVariant,
} from './types';
