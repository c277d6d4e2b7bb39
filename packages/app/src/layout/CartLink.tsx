import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '@folio/rules';
import { AppBarLink } from '@folio/ui';
import { routeTitle } from '../routes';
import { LoadBoundary } from '../routing/LoadBoundary';
import { lazy } from '../routing/screen';

/** The number of pieces, with the cart's calls: loaded only on the shop's pages. */
const CartCount = lazy(() => import('../features/checkout/CartCount'));

/**
 * In the bar from the `sm` width up; below it the bar has no room beside the account, and the
 * link is in the menu's drawer (the same account part, outside the `<header>`).
 */
const StyledCartLink = styled(AppBarLink)`
  header & {
    @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
      display: none;
    }
  }
`;

/**
 * The site bar's 購物車 (docs/requirements.md §2 "Adding to the cart"). On the shop's pages
 * (`/shopping…`) it adds the number of pieces; elsewhere it is a plain link, so the cart's calls
 * and SWR stay out of the landing route (docs/architecture.md §6); its name is the route's title,
 * as the rules' checkout texts would bring their whole module into the entry.
 */
export function CartLink() {
  const shopping = useLocation().pathname.startsWith(pathTo('storefront'));
  return (
    <StyledCartLink to={pathTo('cart')}>
      {routeTitle('cart')}
      {shopping && (
        // Offline, the count's file may not come: the link stays, without the number.
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <CartCount />
          </Suspense>
        </LoadBoundary>
      )}
    </StyledCartLink>
  );
}
