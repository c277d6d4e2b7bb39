import { createApiHooks, createCheckoutHooks } from '@folio/api';
import { api } from '../../api';

/** The shopping screens' calls (docs/architecture.md §2, docs/adr/0030), on the app's one client. */
const hooks = createApiHooks(api);

export const {
  useShops,
  useCategories,
  useProducts,
  useProduct,
  useSpecTypes,
  useCreateSpecType,
  useUpdateSpecType,
  useDeleteSpecType,
  useManagedProduct,
  useCreateProduct,
  useUpdateProduct,
  useUploadProductImage,
  useCreateCategory,
  useUpdateCategory,
  useDeleteCategory,
} = hooks;

/** 加入購物車 on the product pages (docs/adr/0031-checkout-payment-and-delivery.md). */
export const { useAddCartLine } = createCheckoutHooks(api, hooks.useRevalidate);
