import { describe, expect, it } from 'vitest';
import { readStorefrontQuery, storefrontSearch, toShopImage } from './catalog';

describe("the storefront's URL", () => {
  it('reads every filter and the page', () => {
    const params = new URLSearchParams('shop=folio&category=4&sort=price_asc&search=帆布&page=2');
    expect(readStorefrontQuery(params)).toEqual({
      shop: 'folio',
      category: 4,
      sort: 'price_asc',
      search: '帆布',
      page: 2,
    });
  });

  it('takes the defaults for anything missing or malformed', () => {
    const params = new URLSearchParams('category=abc&sort=cheapest&page=-3');
    expect(readStorefrontQuery(params)).toEqual({
      shop: '',
      category: null,
      sort: 'newest',
      search: '',
      page: 1,
    });
  });

  it('writes the defaults as nothing, so one state has one URL', () => {
    const query = { shop: '', category: null, sort: 'newest', search: '', page: 1 } as const;
    expect(storefrontSearch(query).toString()).toBe('');
    const full = {
      shop: 'folio',
      category: 4,
      sort: 'price_desc',
      search: '帆布',
      page: 3,
    } as const;
    expect(readStorefrontQuery(storefrontSearch(full))).toEqual(full);
  });
});

describe('a product picture', () => {
  it('has its URL under the storage root and its smaller copies', () => {
    const image = toShopImage(
      { path: 'products/a1.png', image_variants: { width: 800, widths: [400], height: 800 } },
      '/storage',
    );
    expect(image.src).toBe('/storage/products/a1.png');
    expect(image.sources?.[0]?.srcSet).toBe(
      '/storage/products/a1.400w.avif 400w, /storage/products/a1.png 800w',
    );
  });
});
