import {
  combinationKey,
  normalizeSearchText,
  normalizeSku,
  productOffer,
  richTextPlain,
  SHOP_MESSAGES,
  type ProductInput,
} from '@folio/rules';
import type { Product } from '@folio/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../database.ts';
import type { DB } from '../db/tables.ts';
import { Refusal, ValidationFailure } from '../validation.ts';
import { inTransaction, nowIso } from './shared.ts';
import type { ShopStore } from './shops.ts';
import type { SpecTypeStore } from './specTypes.ts';

/**
 * Products with their types, variants and images (docs/adr/0030-shopping-catalog.md). A product
 * is saved whole in one transaction: the checks only the database can make (the shop, the
 * category, the types' values, the images), the `version` of an update, then every row; any
 * refusal rolls it all back. The list's figures (`price_min`, `stock`, …, the search text) are
 * derived here on every save.
 */

/** A product as the contract shows it (`Product`), its images as paths. */
export type ProductRow = Product;

/** The text the storefront's search reads: the name and the description's words, normalised. */
export const productSearchText = (name: string, description: string) =>
  normalizeSearchText(`${name}\n${richTextPlain(description)}`);

const notFound = () => new Refusal(404, { message: SHOP_MESSAGES.productNotFound });

interface Deps {
  db: Kysely<DB>;
  engine: Engine;
  shops: ShopStore;
  specTypes: SpecTypeStore;
}

export function productStore({ db, engine, shops, specTypes }: Deps) {
  /** The whole product, or undefined; `published` only when asked so. */
  async function read(
    trx: Kysely<DB>,
    id: number,
    { publishedOnly = false } = {},
  ): Promise<ProductRow | undefined> {
    const product = await trx
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .selectAll('p')
      .select('s.company_flag')
      .where('p.id', '=', id)
      .$if(publishedOnly, (q) => q.where('p.status', '=', 'published'))
      .executeTakeFirst();
    if (!product) return undefined;
    const types = await trx
      .selectFrom('product_spec_types as u')
      .innerJoin('spec_types as t', 't.id', 'u.spec_type_id')
      .select(['t.id', 't.name'])
      .where('u.product_id', '=', id)
      .orderBy('u.position')
      .execute();
    const offered = await trx
      .selectFrom('product_spec_values as o')
      .innerJoin('spec_values as v', 'v.id', 'o.spec_value_id')
      .select(['v.id', 'v.name', 'v.spec_type_id'])
      .where('o.product_id', '=', id)
      .orderBy('v.position')
      .execute();
    const specTypesOf = types.map((t) => ({
      id: t.id,
      name: t.name,
      values: offered.filter((v) => v.spec_type_id === t.id).map(({ id, name }) => ({ id, name })),
    }));
    // Variants in matrix order (first type slowest), by the types' value order of today.
    const rank = (ids: number[]) =>
      ids.map((valueId, i) => specTypesOf[i]?.values.findIndex((v) => v.id === valueId) ?? 0);
    const variants = (
      await trx
        .selectFrom('variants')
        .select(['id', 'combination', 'sku', 'price', 'stock', 'enabled'])
        .where('product_id', '=', id)
        .execute()
    )
      .map(({ combination, enabled, ...v }) => ({
        ...v,
        enabled: enabled === 1,
        value_ids: combination === '' ? [] : combination.split('-').map(Number),
      }))
      .sort((a, b) => {
        const [ra, rb] = [rank(a.value_ids), rank(b.value_ids)];
        const i = ra.findIndex((r, k) => r !== rb[k]);
        return i === -1 ? a.id - b.id : (ra[i] ?? 0) - (rb[i] ?? 0);
      });
    const images = await trx
      .selectFrom('product_images')
      .select('path')
      .where('product_id', '=', id)
      .orderBy('position')
      .execute();
    return {
      id: product.id,
      company_flag: product.company_flag,
      category_id: product.category_id,
      category_path: await shops.path(product.shop_id, product.category_id, trx),
      name: product.name,
      description: product.description,
      status: product.status,
      price_min: product.price_min,
      price_max: product.price_max,
      stock: product.stock,
      available: product.available === 1,
      spec_types: specTypesOf,
      variants,
      images,
      version: product.version,
      created_at: product.created_at,
      updated_at: product.updated_at,
    };
  }

  /**
   * The checks only the database can make, in the request's field names: the shop, its category,
   * each type and its values, each image (uploaded, and no other product's). Returns the shop id.
   */
  async function checkReferences(
    trx: Kysely<DB>,
    input: ProductInput,
    productId: number | null,
    hasImage: (path: string) => Promise<boolean>,
  ): Promise<number> {
    const errors: Record<string, string[]> = {};
    const shop = await shops.byFlag(input.company_flag, trx);
    if (!shop) errors.company_flag = [SHOP_MESSAGES.shopNotFound];
    const categoryId = input.category_id ?? null;
    if (categoryId !== null) {
      const category = await trx
        .selectFrom('categories')
        .select('shop_id')
        .where('id', '=', categoryId)
        .executeTakeFirst();
      if (!category) errors.category_id = [SHOP_MESSAGES.categoryNotFound];
      else if (shop && category.shop_id !== shop.id)
        errors.category_id = [SHOP_MESSAGES.categoryNotInShop];
    }
    const values = await specTypes.valueIdsOf(
      trx,
      input.spec_types.map((t) => t.spec_type_id),
    );
    input.spec_types.forEach((t, i) => {
      const own = values.get(t.spec_type_id);
      // Every type has a value (rules: specTypeErrors): none means no such type.
      if (!own || own.size === 0)
        errors[`spec_types.${i}.spec_type_id`] = [SHOP_MESSAGES.specNotFound];
      else if (t.value_ids.some((v) => !own.has(v)))
        errors[`spec_types.${i}.value_ids`] = [SHOP_MESSAGES.specValueUnknown];
    });
    const paths = input.images.map((image) => image.path);
    const taken = paths.length
      ? await trx
          .selectFrom('product_images')
          .select(['path', 'product_id'])
          .where('path', 'in', paths)
          .execute()
      : [];
    for (const [i, path] of paths.entries()) {
      const owner = taken.find((t) => t.path === path)?.product_id;
      const mine = owner !== undefined && owner === productId;
      if ((owner !== undefined && !mine) || (!mine && !(await hasImage(path))))
        errors[`images.${i}.path`] = [SHOP_MESSAGES.imageMissing];
    }
    if (Object.keys(errors).length > 0 || !shop) throw new ValidationFailure(errors);
    return shop.id;
  }

  /** Writes the product's rows after its own (types, offered values, variants, images). */
  async function writeParts(trx: Transaction<DB>, productId: number, input: ProductInput) {
    await trx.deleteFrom('product_spec_values').where('product_id', '=', productId).execute();
    await trx.deleteFrom('product_spec_types').where('product_id', '=', productId).execute();
    if (input.spec_types.length > 0) {
      await trx
        .insertInto('product_spec_types')
        .values(
          input.spec_types.map((t, position) => ({
            product_id: productId,
            spec_type_id: t.spec_type_id,
            position,
          })),
        )
        .execute();
      await trx
        .insertInto('product_spec_values')
        .values(
          input.spec_types.flatMap((t) =>
            t.value_ids.map((spec_value_id) => ({ product_id: productId, spec_value_id })),
          ),
        )
        .execute();
    }

    // A variant keeps its id while its combination stays (a cart line points at it). Kept rows
    // drop their SKU first, so two SKUs swapped in one save never meet in the unique key.
    const before = await trx
      .selectFrom('variants')
      .select(['id', 'combination'])
      .where('product_id', '=', productId)
      .execute();
    const rows = input.variants.map((v) => ({
      combination: combinationKey(v.value_ids),
      sku: normalizeSku(v.sku),
      price: v.price,
      stock: v.stock,
      enabled: v.enabled ? 1 : 0,
    }));
    const wanted = new Set(rows.map((r) => r.combination));
    const gone = before.filter((b) => !wanted.has(b.combination)).map((b) => b.id);
    if (gone.length > 0) await trx.deleteFrom('variants').where('id', 'in', gone).execute();
    if (before.length > gone.length)
      await trx
        .updateTable('variants')
        .set({ sku: null })
        .where('product_id', '=', productId)
        .execute();
    const fresh = [];
    for (const row of rows) {
      const kept = before.find((b) => b.combination === row.combination);
      if (kept) await trx.updateTable('variants').set(row).where('id', '=', kept.id).execute();
      else fresh.push({ ...row, product_id: productId });
    }
    if (fresh.length > 0) await trx.insertInto('variants').values(fresh).execute();

    const previous = await trx
      .selectFrom('product_images')
      .select('path')
      .where('product_id', '=', productId)
      .execute();
    await trx.deleteFrom('product_images').where('product_id', '=', productId).execute();
    if (input.images.length > 0) {
      await trx
        .insertInto('product_images')
        .values(
          input.images.map((image, position) => ({
            product_id: productId,
            path: image.path,
            position,
          })),
        )
        .execute();
    }
    const kept = new Set(input.images.map((i) => i.path));
    return previous.map((p) => p.path).filter((path) => !kept.has(path));
  }

  /** The product's own columns as `input` makes them. */
  function columns(input: ProductInput, shopId: number) {
    const offer = productOffer(input.variants);
    return {
      shop_id: shopId,
      category_id: input.category_id ?? null,
      name: input.name,
      description: input.description ?? '',
      status: input.status,
      price_min: offer.priceMin,
      price_max: offer.priceMax,
      stock: offer.stock,
      available: offer.available ? 1 : 0,
      cover_path: input.images[0]?.path ?? null,
      search_text: productSearchText(input.name, input.description ?? ''),
    };
  }

  return {
    get: (id: number, options?: { publishedOnly?: boolean }) => read(db, id, options),

    /**
     * Adds a product (the pure rules checked before: rules productErrors). `hasImage` says
     * whether an upload of that path is stored.
     */
    create: (
      input: ProductInput,
      hasImage: (path: string) => Promise<boolean>,
      executor: Kysely<DB> = db,
    ) =>
      inTransaction(executor, async (trx) => {
        const shopId = await checkReferences(trx, input, null, hasImage);
        const now = nowIso();
        const { id } = await trx
          .insertInto('products')
          .values({ ...columns(input, shopId), created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeParts(trx, id, input);
        return (await read(trx, id)) as ProductRow; // written just now, in this transaction
      }),

    /**
     * Saves product `id` whole if nobody saved it since `version` (404, 409 otherwise); returns it
     * with the image paths it no longer has (their files go after the commit).
     */
    update: (
      id: number,
      input: ProductInput & { version: number },
      hasImage: (path: string) => Promise<boolean>,
    ) =>
      db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('products')
          .select('version')
          .where('id', '=', id)
          .$if(engine === 'postgres', (q) => q.forUpdate())
          .executeTakeFirst();
        if (!current) throw notFound();
        if (current.version !== input.version)
          throw new Refusal(409, { message: SHOP_MESSAGES.productStale });
        const shopId = await checkReferences(trx, input, id, hasImage);
        const updated = await trx
          .updateTable('products')
          .set((eb) => ({
            ...columns(input, shopId),
            version: eb('version', '+', 1),
            updated_at: nowIso(),
          }))
          .where('id', '=', id)
          .where('version', '=', input.version)
          .executeTakeFirst();
        // SQLite has no row lock: the conditional write is the check (one writer at a time).
        if (Number(updated.numUpdatedRows) !== 1)
          throw new Refusal(409, { message: SHOP_MESSAGES.productStale });
        const dropped = await writeParts(trx, id, input);
        return { product: (await read(trx, id)) as ProductRow, dropped };
      }),

    /** Deletes a product; returns its image paths (their files go after the commit). */
    delete: (id: number) =>
      db.transaction().execute(async (trx) => {
        const images = await trx
          .selectFrom('product_images')
          .select('path')
          .where('product_id', '=', id)
          .execute();
        const { numDeletedRows } = await trx
          .deleteFrom('products')
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(numDeletedRows) !== 1) throw notFound();
        return images.map((i) => i.path);
      }),

    /** Every product image path (the start-up sweep keeps these files). */
    imagePaths: async () =>
      (await db.selectFrom('product_images').select('path').execute()).map((r) => r.path),
  };
}
