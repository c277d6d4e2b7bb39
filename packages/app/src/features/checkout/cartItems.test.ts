import { describe, expect, it } from 'vitest';
import { toCartItem } from './cartItems';

const line = {
  id: 7,
  variant_id: 12,
  product_id: 3,
  company_flag: 'folio',
  shop_name: 'Folio 選物',
  product_name: '亞麻襯衫',
  variant_label: '米白 / M',
  sku: null,
  cover_path: 'products/a.jpg',
  quantity: 2,
  unit_price: 880,
  added_price: 900,
  stock: 5,
  line_total: 1760,
  problem: 'price_changed' as const,
};

describe('toCartItem', () => {
  it('keeps the line and puts the cover under the storage root', () => {
    const item = toCartItem(line, '/storage/');
    expect(item.cover).toEqual({ src: '/storage/products/a.jpg' });
    expect(item).toMatchObject({ id: 7, quantity: 2, added_price: 900, problem: 'price_changed' });
  });

  it('has no picture without a cover', () => {
    expect(toCartItem({ ...line, cover_path: null }, '/storage').cover).toBeNull();
  });
});
