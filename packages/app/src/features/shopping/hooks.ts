import { createApiHooks } from '@folio/api';
import { api } from '../../api';

/** The shopping screens' calls (docs/architecture.md §2, docs/adr/0030), on the app's one client. */
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
} = createApiHooks(api);
