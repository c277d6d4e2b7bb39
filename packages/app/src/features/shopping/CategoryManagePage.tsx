import { Link, useLocation, useParams } from 'react-router-dom';
import { SHOP_MESSAGES } from '@folio/rules';
import { CategoryManageView } from '@folio/ui';
import { loginThenBackTo } from '../../session/returnTo';
import { useSession } from '../../session/SessionProvider';
import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useShops,
  useUpdateCategory,
} from './hooks';

/** The message of a refused write: the field's (a 422), the server's, or the screen's own. */
const messageOf = (result: {
  ok: boolean;
  message?: string | null;
  fieldErrors?: Partial<Record<string, string>>;
}) =>
  result.ok
    ? undefined
    : (Object.values(result.fieldErrors ?? {})[0] ?? result.message ?? SHOP_MESSAGES.saveFailed);

/**
 * /shopping/manage/:company_flag/category, 分類管理 (docs/adr/0030-shopping-catalog.md): a shop's
 * category tree. Everyone reads it; administrators add, rename, move and delete (the server checks
 * again and answers 403 for anyone else). An unknown shop says 找不到這個商店.
 */
export default function CategoryManagePage() {
  const flag = useParams().company_flag ?? '';
  const { user } = useSession();
  const location = useLocation();
  const { data, error, mutate } = useCategories(flag);
  const shop = useShops().data?.data.find((s) => s.company_flag === flag);
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  const unknownShop = error?.message === SHOP_MESSAGES.shopNotFound;

  return (
    <CategoryManageView
      shopName={shop?.name}
      categories={(data?.data ?? []).map((c) => ({
        id: c.id,
        parentId: c.parent_id,
        name: c.name,
        position: c.position,
        depth: c.depth,
        productCount: c.product_count,
      }))}
      loading={!data && !error}
      errorMessage={
        unknownShop ? SHOP_MESSAGES.shopNotFound : error ? SHOP_MESSAGES.loadFailed : undefined
      }
      onRetry={unknownShop ? undefined : () => void mutate()}
      canManage={user?.role === 'admin'}
      notice={
        <>
          {SHOP_MESSAGES.adminOnly}：<Link to={loginThenBackTo(location.pathname)}>登入</Link>
        </>
      }
      onCreate={async (name, parentId) =>
        messageOf(await createCategory(flag, { name, parent_id: parentId }))
      }
      onUpdate={async (id, change) => messageOf(await updateCategory(flag, id, change))}
      onDelete={async (id, moveTo) => messageOf(await deleteCategory(flag, id, moveTo))}
    />
  );
}
