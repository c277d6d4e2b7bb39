import { useCart } from './hooks';

/** The pieces in the cart beside the site bar's 購物車 (layout/CartLink.tsx); nothing when empty. */
export default function CartCount() {
  const count = useCart().data?.data.count ?? 0;
  return count > 0 ? <span aria-label={`${count} 件`}>（{count}）</span> : null;
}
