import type { PictureSource } from '../primitives';

/**
 * The catalog as the shopping screens show it (docs/adr/0030-shopping-catalog.md). The app maps
 * the API's products to these; ui knows nothing of HTTP, so images come as URLs.
 */

/** A picture of a product: its URL and smaller copies (AVIF, WebP) for `<picture>`. */
export interface ShopImage {
  src: string;
  sources?: PictureSource[];
}

/** A specification type a product uses, with the values it offers, in display order. */
export interface ShopSpecType {
  id: number;
  name: string;
  values: { id: number; name: string }[];
}

/** One variant: one value of each of the product's types (in their order), sold on its own. */
export interface ShopVariant {
  id: number;
  sku: string | null;
  price: number;
  stock: number;
  /** On sale; a buyer cannot pick a variant that is off. */
  enabled: boolean;
  value_ids: number[];
}

/** A product as its buyer's page shows it. */
export interface ShopProduct {
  id: number;
  name: string;
  /** The description with the safe formatting (@folio/rules richText). */
  description: string;
  /** The shop that sells it. */
  shopName?: string;
  /** Its category and those above it, root first. */
  categoryPath: { id: number; name: string }[];
  priceMin: number;
  priceMax: number;
  /** The stock of the variants on sale, together. */
  stock: number;
  available: boolean;
  specTypes: ShopSpecType[];
  variants: ShopVariant[];
  /** In display order, the first the cover. */
  images: ShopImage[];
}

/** A product as a list shows it. */
export interface ShopProductSummary {
  id: number;
  name: string;
  shopName?: string;
  priceMin: number;
  priceMax: number;
  available: boolean;
  /** The cover, or null without images. */
  cover: ShopImage | null;
}
