import { imageUrl, type components } from '@folio/api';
import type { CartItem } from '@folio/ui';

type CartLine = components['schemas']['CartLine'];

/**
 * A cart line as the cart and confirm screens show it (docs/requirements.md §2 "Cart"): the
 * contract's fields pass through; the cover's path becomes its picture under the storage root.
 */
export function toCartItem(line: CartLine, storageRoot: string): CartItem {
  const src = imageUrl(line.cover_path, storageRoot);
  return {
    id: line.id,
    product_id: line.product_id,
    company_flag: line.company_flag,
    shop_name: line.shop_name,
    product_name: line.product_name,
    variant_label: line.variant_label,
    cover: src ? { src } : null,
    quantity: line.quantity,
    unit_price: line.unit_price,
    added_price: line.added_price,
    stock: line.stock,
    line_total: line.line_total,
    problem: line.problem,
  };
}
