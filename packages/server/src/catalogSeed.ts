import { variantCombinations, type ProductInput } from '@folio/rules';
import { SEED_CATEGORIES, SEED_PRODUCTS, SEED_SHOPS, SEED_SPEC_TYPES } from './catalogSeedData.ts';
import { imagePool } from './imagePool.ts';
import type { VariantIndex } from './imageVariants.ts';
import type { ImageStorage } from './storage.ts';
import { nowIso } from './store/shared.ts';
import { inSeedTurn, takeSeedLock } from './store/seedTurn.ts';
import type { Store } from './store/index.ts';

/**
 * Fills the catalog once (docs/adr/0030-shopping-catalog.md): the shops, types, categories and
 * products of catalogSeedData.ts, with pictures drawn (catalogPictures.ts) and stored through
 * the product image pipeline. One transaction, marked `catalog_seeded_at` in meta; on PostgreSQL
 * processes starting together seed one at a time (store/seedTurn.ts). Pictures are drawn before
 * it; those of a process that finds the catalog seeded are swept a day later like any upload.
 * `pictures: false` leaves the products without images (tests that do not look at them).
 */
export async function seedCatalog(
  store: Store,
  images: { storage: ImageStorage; variants: VariantIndex } | null,
): Promise<boolean> {
  const marked = await store.meta.get('catalog_seeded_at');
  if (marked) return false;

  const pictures: string[][] = [];
  for (const product of SEED_PRODUCTS) {
    const paths: string[] = [];
    for (const picture of images ? product.pictures : []) {
      // Drawn in the image process (imagePool.ts): the server never loads sharp.
      const jpeg = await imagePool.run<Uint8Array>({ kind: 'picture', picture });
      const path = await images?.storage.save(Buffer.from(jpeg), 'jpg');
      if (!path) continue;
      await images?.variants.create(path);
      await images?.storage.share(path);
      paths.push(path);
    }
    pictures.push(paths);
  }

  return inSeedTurn(store.db, async (trx) => {
    if (store.engine === 'postgres') await takeSeedLock(trx, 'folio_catalog_seed');
    const seeded = await trx
      .selectFrom('meta')
      .select('value')
      .where('key', '=', 'catalog_seeded_at')
      .executeTakeFirst();
    if (seeded) return false;

    const shopIds = new Map<string, number>();
    for (const [position, shop] of SEED_SHOPS.entries()) {
      const { id } = await trx
        .insertInto('shops')
        .values({ ...shop, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      shopIds.set(shop.company_flag, id);
    }

    const categoryIds = new Map<string, number>();
    for (const [flag, categories] of Object.entries(SEED_CATEGORIES)) {
      for (const [name, parents] of categories) {
        const parentId = parents.length ? categoryIds.get(`${flag}/${parents.join('/')}`) : null;
        const row = await store.shops.createCategory(
          shopIds.get(flag) ?? 0,
          { name, parentId: parentId ?? null },
          trx,
        );
        categoryIds.set(`${flag}/${[...parents, name].join('/')}`, row.id);
      }
    }
    /** A category's id by its shop and name (names are unique in the seed's shops). */
    const categoryOf = (flag: string, name: string) =>
      [...categoryIds.entries()].find(
        ([key]) => key.startsWith(`${flag}/`) && key.endsWith(`/${name}`),
      )?.[1] ?? null;

    const types = new Map<string, { id: number; values: Map<string, number> }>();
    for (const type of SEED_SPEC_TYPES) {
      const row = await store.specTypes.create(
        { name: type.name, values: type.values.map((name) => ({ name })) },
        trx,
      );
      types.set(type.name, { id: row.id, values: new Map(row.values.map((v) => [v.name, v.id])) });
    }

    for (const [i, product] of SEED_PRODUCTS.entries()) {
      const specs = (product.specs ?? []).map(([typeName, values]) => {
        const type = types.get(typeName);
        return {
          spec_type_id: type?.id ?? 0,
          value_ids: values.map((v) => type?.values.get(v) ?? 0),
          names: values,
        };
      });
      const nameOf = new Map(
        specs.flatMap((s) => s.value_ids.map((id, k) => [id, s.names[k] ?? ''])),
      );
      const input: ProductInput = {
        company_flag: product.shop,
        category_id: categoryOf(product.shop, product.category),
        name: product.name,
        description: product.description,
        status: product.status ?? 'published',
        spec_types: specs.map(({ spec_type_id, value_ids }) => ({ spec_type_id, value_ids })),
        variants: variantCombinations(specs).map((valueIds, k) => {
          const names = valueIds.map((id) => nameOf.get(id) ?? '');
          const { price, stock } = product;
          return {
            sku: product.sku ? product.sku(names) : null,
            price: typeof price === 'number' ? price : price(names),
            stock: typeof stock === 'number' ? stock : stock(names, k),
            enabled: !product.off?.includes(names.join('/')),
            value_ids: valueIds,
          };
        }),
        images: (pictures[i] ?? []).map((path) => ({ path })),
      };
      await store.products.create(input, () => Promise.resolve(true), trx);
    }
    await trx.insertInto('meta').values({ key: 'catalog_seeded_at', value: nowIso() }).execute();
    return true;
  });
}
