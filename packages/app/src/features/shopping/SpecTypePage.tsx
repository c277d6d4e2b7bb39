import { Link, useLocation } from 'react-router-dom';
import { SHOP_MESSAGES } from '@folio/rules';
import { SpecTypeView, type SpecTypeDraft } from '@folio/ui';
import { useCreateSpecType, useDeleteSpecType, useSpecTypes, useUpdateSpecType } from './hooks';
import { loginThenBackTo } from '../../session/returnTo';
import { useSession } from '../../session/SessionProvider';

/**
 * /shopping/spec-type, 商品規格系統 (docs/adr/0030-shopping-catalog.md): everyone reads the
 * specification types; administrators add, save (with the `version` they read, so a save after
 * someone else's is refused) and delete them. The server's message is shown as it comes: a taken
 * name or a bad value by field, a stale version, a type still in use with its products.
 */
export default function SpecTypePage() {
  const { user } = useSession();
  const location = useLocation();
  const { data, error, mutate } = useSpecTypes();
  const createSpecType = useCreateSpecType();
  const updateSpecType = useUpdateSpecType();
  const deleteSpecType = useDeleteSpecType();
  const types = data?.data ?? [];

  const onSave = async (id: number | null, draft: SpecTypeDraft) => {
    const version = types.find((t) => t.id === id)?.version ?? 1;
    const result =
      id === null ? await createSpecType(draft) : await updateSpecType(id, { ...draft, version });
    if (result.ok) return undefined;
    return {
      error: result.message ?? SHOP_MESSAGES.saveFailed,
      fieldErrors: result.fieldErrors,
    };
  };

  const onDelete = async (id: number) => {
    const result = await deleteSpecType(id);
    return result.ok ? undefined : (result.message ?? SHOP_MESSAGES.deleteFailed);
  };

  return (
    <SpecTypeView
      types={types.map((t) => ({
        id: t.id,
        name: t.name,
        values: t.values,
        productCount: t.product_count,
      }))}
      loading={!data && !error}
      errorMessage={error ? SHOP_MESSAGES.loadFailed : undefined}
      onRetry={() => void mutate()}
      canManage={user?.role === 'admin'}
      notice={
        <>
          {SHOP_MESSAGES.adminOnly}：<Link to={loginThenBackTo(location.pathname)}>登入</Link>
        </>
      }
      onSave={onSave}
      onDelete={onDelete}
    />
  );
}
