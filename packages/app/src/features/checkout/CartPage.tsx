import { errorMessage } from '@folio/api';
import { CHECKOUT_MESSAGES as M, pathTo } from '@folio/rules';
import { CartView, ORDER_TEXTS } from '@folio/ui';
import { storageRoot } from '../../api';
import { toCartItem } from './cartItems';
import { useCart, useRemoveCartLine, useUpdateCartLine } from './hooks';
import { ShopChatLauncher } from '../chat/ShopChatLauncher';

/**
 * /shopping/cart (docs/requirements.md §2 "Cart"): a member's cart, or a visitor's by the token
 * the browser keeps; the lines grouped by shop, each shop's 前往結帳 to its confirm screen.
 */
export default function CartPage() {
  const { data, error, mutate } = useCart();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  /** A refused change's message (庫存只剩 3 件), or 操作失敗 without an answer; nothing when it took. */
  const said = (result: { ok: true } | { ok: false; message: string | null }) =>
    result.ok ? undefined : (result.message ?? ORDER_TEXTS.actionFailed);

  return (
    <>
      <CartView
        lines={data?.data.lines.map((line) => toCartItem(line, storageRoot))}
        loading={!data && !error}
        errorMessage={error ? errorMessage(error, M.cartLoadFailed) : undefined}
        onRetry={() => void mutate()}
        onQuantityChange={async (id, quantity) => said(await update(id, quantity))}
        onRemove={async (id) => said(await remove(id))}
        storefrontHref={pathTo('storefront')}
        checkoutHref={(shop) => `${pathTo('checkoutConfirm')}?shop=${encodeURIComponent(shop)}`}
        productHref={(id) => pathTo('productDetailPlus', { id })}
      />
      <ShopChatLauncher />
    </>
  );
}
