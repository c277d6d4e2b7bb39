import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { CHECKOUT_MESSAGES, pathTo } from '@folio/rules';
import { AppBarLink } from '@folio/ui';

/** The number of pieces, with the cart's calls: loaded only on the shop's pages. */
const CartCount = lazy(() => import('../features/checkout/CartCount'));

/**
 * The site bar's 購物車 (docs/requirements.md §2 "Adding to the cart"). On the shop's pages
 * (`/shopping…`) it adds the number of pieces; elsewhere it is a plain link, so the cart's calls
 * and SWR stay out of the landing route (docs/architecture.md §6).
 */
export function CartLink() {
  const shopping = useLocation().pathname.startsWith(pathTo('storefront'));
  return (
    <AppBarLink to={pathTo('cart')}>
      {CHECKOUT_MESSAGES.cartTitle}
      {shopping && (
        <Suspense fallback={null}>
          <CartCount />
        </Suspense>
      )}
    </AppBarLink>
  );
}
