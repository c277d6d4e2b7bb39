import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { imageUrl } from '@folio/api';
import { pathTo, SHOP_MESSAGES, type ProductInput } from '@folio/rules';
import type { ProductEditorProps, ProductSaveProblem, ProductUploadResult } from '@folio/ui';
import { storageRoot } from '../../api';
import { loginThenBackTo } from '../../session/returnTo';
import { useSession } from '../../session/SessionProvider';
import {
  useCategories,
  useCreateProduct,
  useManagedProduct,
  useShops,
  useSpecTypes,
  useUpdateProduct,
  useUploadProductImage,
} from './hooks';
import { toProductBody, toProductDraft } from './catalog';

/** `basic`: /shopping/create and /shopping/update/:id; `plus`: the -plus routes. */
export type EditorVariant = 'basic' | 'plus';

/** What a save's failure shows: the server's message, by field for a 422; `stale` for a 409. */
interface Failure {
  status: number | null;
  message: string | null;
  fieldErrors?: Partial<Record<string, string>>;
}
const problemOf = (result: Failure): ProductSaveProblem => ({
  error: result.message ?? SHOP_MESSAGES.saveFailed,
  fieldErrors: result.fieldErrors,
  stale: result.status === 409,
});

/**
 * What the seller's product editors show (docs/adr/0030-shopping-catalog.md), for ShoppingCreatePage
 * (`param` undefined) and ShoppingUpdatePage (`param` the route's `:id`); administrators only. An update
 * sends the `version` this screen read; a 409 says someone saved first, and 重新載入最新版本 takes
 * the latest version while the editor keeps the input. A new product opens in its update route
 * (the same editor) with 商品已建立.
 */
export function useProductEditor(
  variant: EditorVariant,
  param: string | undefined,
): { key: string; props: ProductEditorProps } {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const id = param === undefined ? null : Number(param);
  const creating = id === null;
  const validId = creating || (Number.isInteger(id) && id > 0);
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state as { saved?: string } | null)?.saved;
  const [savedMessage, setSavedMessage] = useState(saved);

  const product = useManagedProduct(isAdmin && validId ? id : null, { revalidateOnFocus: false });
  const shops = useShops().data?.data ?? [];
  const specTypes = useSpecTypes().data?.data ?? [];
  const [shop, setShop] = useState<string>();
  const flag = shop ?? product.data?.data.company_flag ?? shops[0]?.company_flag;
  const categories = useCategories(isAdmin ? flag : null).data?.data ?? [];
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const uploadProductImage = useUploadProductImage();

  // The version this editor read: kept when a save elsewhere reloads the product (so that save
  // is refused here), replaced only by our own save or by 重新載入最新版本.
  const [version, setVersion] = useState<number>();
  const loadedVersion = product.data?.data.version;
  if (loadedVersion !== undefined && version === undefined) setVersion(loadedVersion);

  const onSave = async (input: ProductInput) => {
    setSavedMessage(undefined);
    if (creating) {
      const result = await createProduct(toProductBody(input));
      if (!result.ok) return problemOf(result);
      const route = variant === 'plus' ? 'shoppingUpdatePlus' : 'shoppingUpdate';
      navigate(pathTo(route, { id: result.data.data.id }), {
        replace: true,
        state: { saved: result.data.message },
      });
      return undefined;
    }
    const result = await updateProduct(id, { ...toProductBody(input), version: version ?? 1 });
    if (!result.ok) return problemOf(result);
    setVersion(result.data.data.version);
    setSavedMessage(result.data.message);
    return undefined;
  };

  const onReload = async () => {
    const fresh = await product.mutate();
    if (fresh) setVersion(fresh.data.version);
  };

  const onUpload = async (file: File): Promise<ProductUploadResult> => {
    const result = await uploadProductImage(file);
    if (!result.ok)
      return { error: result.fieldErrors?.image ?? result.message ?? SHOP_MESSAGES.uploadFailed };
    const { path } = result.data.data;
    return { image: { path, src: imageUrl(path, storageRoot) ?? '' } };
  };

  const notFound = !validId || product.error?.message === SHOP_MESSAGES.productNotFound;
  const waiting = isAdmin && (shops.length === 0 || (!creating && !product.data && !product.error));
  // Once the editor is shown it stays: a write's reload empties the cached product for a moment
  // (@folio/api's revalidation), and a new editor would drop what was typed.
  const [shown, setShown] = useState(false);
  if (!waiting && !shown) setShown(true);
  const initial = product.data && toProductDraft(product.data.data, storageRoot);

  return {
    // A new editor once what it starts from is here (and for another product).
    key: `${id ?? 'new'}-${shown ? 'ready' : 'wait'}`,
    props: {
      variant,
      initial,
      shops: shops.map((s) => ({ flag: s.company_flag, name: s.name })),
      categories: categories.map((c) => ({ id: c.id, name: c.name, depth: c.depth })),
      onShopChange: setShop,
      specTypes: specTypes.map((t) => ({ id: t.id, name: t.name, values: t.values })),
      loading: !shown && waiting && !notFound,
      errorMessage: notFound
        ? SHOP_MESSAGES.productNotFound
        : product.error
          ? SHOP_MESSAGES.loadFailed
          : undefined,
      onRetry: notFound ? undefined : () => void product.mutate(),
      notice: isAdmin ? undefined : (
        <>
          {SHOP_MESSAGES.adminOnly}：<Link to={loginThenBackTo(location.pathname)}>登入</Link>
        </>
      ),
      savedMessage,
      onSave,
      onReload,
      onUpload,
      plusHref: id === null ? undefined : pathTo('shoppingUpdatePlus', { id }),
    },
  };
}
