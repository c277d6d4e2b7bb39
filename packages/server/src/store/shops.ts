import {
  categoryHasChildren,
  categoryHasProducts,
  categoryMoveProblem,
  categoryOrder,
  categorySubtree,
  nameKey,
  SHOP_MESSAGES,
  siblingNameTaken,
  type CategoryNode,
} from '@folio/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../database.ts';
import type { DB } from '../db/tables.ts';
import { Refusal, ValidationFailure } from '../validation.ts';
import { inTransaction } from './shared.ts';

/**
 * The shops and their category trees (docs/adr/0030-shopping-catalog.md). Every write of a tree
 * runs in one transaction that first locks its shop's row on PostgreSQL (SQLite has one writer),
 * so two administrators moving categories at once cannot break the three levels between them.
 * Refusals are thrown (ValidationFailure: 422, Refusal: 404 or 409) and roll everything back.
 */

export interface ShopRow {
  id: number;
  company_flag: string;
  name: string;
  description: string;
}

/** A category as the API shows it. */
export interface CategoryRow extends CategoryNode {
  depth: number;
  product_count: number;
}

const fail = (field: string, message: string) => new ValidationFailure({ [field]: [message] });
const notFound = () => new Refusal(404, { message: SHOP_MESSAGES.categoryNotFound });

export function shopStore(db: Kysely<DB>, engine: Engine) {
  const shopColumns = ['id', 'company_flag', 'name', 'description'] as const;

  /** The shop's categories with how many products each holds directly, in display order. */
  async function tree(trx: Kysely<DB>, shopId: number): Promise<CategoryRow[]> {
    const rows = await trx
      .selectFrom('categories as c')
      .leftJoin('products as p', 'p.category_id', 'c.id')
      .select(({ fn }) => [
        'c.id',
        'c.parent_id',
        'c.name',
        'c.position',
        'c.depth',
        fn.count<number>('p.id').as('product_count'),
      ])
      .where('c.shop_id', '=', shopId)
      .groupBy(['c.id', 'c.parent_id', 'c.name', 'c.position', 'c.depth'])
      .execute();
    return categoryOrder(rows.map((r) => ({ ...r, product_count: Number(r.product_count) })));
  }

  /** Locks the shop for a tree write (PostgreSQL; SQLite's writer is alone) and reads its tree. */
  async function lockedTree(trx: Transaction<DB>, shopId: number) {
    if (engine === 'postgres') {
      await trx.selectFrom('shops').select('id').where('id', '=', shopId).forUpdate().execute();
    }
    return tree(trx, shopId);
  }

  /** Positions 0, 1, 2 … for the children of `parentId` in `order` (ids), written where changed. */
  async function renumber(trx: Transaction<DB>, rows: readonly CategoryRow[], order: number[]) {
    for (const [position, id] of order.entries()) {
      if (rows.find((c) => c.id === id)?.position === position) continue;
      await trx.updateTable('categories').set({ position }).where('id', '=', id).execute();
    }
  }

  const siblingsOf = (rows: readonly CategoryRow[], parentId: number | null, except?: number) =>
    rows.filter((c) => c.parent_id === parentId && c.id !== except).map((c) => c.id);

  async function readOne(trx: Kysely<DB>, shopId: number, id: number) {
    const row = (await tree(trx, shopId)).find((c) => c.id === id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Every shop, in the order they were set up. */
    list: () =>
      db.selectFrom('shops').select(shopColumns).orderBy('position').orderBy('id').execute(),

    byFlag: (flag: string, executor: Kysely<DB> = db): Promise<ShopRow | undefined> =>
      executor
        .selectFrom('shops')
        .select(shopColumns)
        .where('company_flag', '=', flag)
        .executeTakeFirst(),

    byId: (id: number): Promise<ShopRow | undefined> =>
      db.selectFrom('shops').select(shopColumns).where('id', '=', id).executeTakeFirst(),

    categories: (shopId: number) => tree(db, shopId),

    /** Category `id` and every category under it (the storefront's filter): ids only. */
    async subtree(shopId: number, id: number) {
      const nodes = await db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'name', 'position'])
        .where('shop_id', '=', shopId)
        .execute();
      return categorySubtree(nodes, id);
    },

    /** The shop of category `id`, or undefined when there is no such category. */
    categoryShop: async (id: number) =>
      (await db.selectFrom('categories').select('shop_id').where('id', '=', id).executeTakeFirst())
        ?.shop_id,

    /** Adds `name` as the last child of `parentId` (null: the root). */
    createCategory: (
      shopId: number,
      input: { name: string; parentId: number | null },
      executor: Kysely<DB> = db,
    ) =>
      inTransaction(executor, async (trx) => {
        const rows = await lockedTree(trx, shopId);
        const problem = categoryMoveProblem(rows, null, input.parentId);
        if (problem) throw fail('parent_id', problem);
        if (siblingNameTaken(rows, input.parentId, input.name))
          throw fail('name', SHOP_MESSAGES.categoryNameTaken);
        const parent = rows.find((c) => c.id === input.parentId);
        const { id } = await trx
          .insertInto('categories')
          .values({
            shop_id: shopId,
            parent_id: input.parentId,
            parent_key: input.parentId ?? 0,
            name: input.name,
            name_key: nameKey(input.name),
            position: siblingsOf(rows, input.parentId).length,
            depth: (parent?.depth ?? 0) + 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return readOne(trx, shopId, id);
      }),

    /**
     * Renames, moves (`parentId`, null for the root) and places (`position` among the siblings,
     * clamped; a moved category without one goes last), renumbering both sibling lists.
     */
    updateCategory: (
      shopId: number,
      id: number,
      patch: { name?: string; parentId?: number | null; position?: number },
    ) =>
      db.transaction().execute(async (trx) => {
        const rows = await lockedTree(trx, shopId);
        const current = rows.find((c) => c.id === id);
        if (!current) throw notFound();
        const parentId = patch.parentId === undefined ? current.parent_id : patch.parentId;
        const moved = parentId !== current.parent_id;
        const errors: Record<string, string[]> = {};
        if (moved) {
          const problem = categoryMoveProblem(rows, id, parentId);
          if (problem) errors.parent_id = [problem];
        }
        const name = patch.name ?? current.name;
        if ((moved || patch.name !== undefined) && siblingNameTaken(rows, parentId, name, id))
          errors.name = [SHOP_MESSAGES.categoryNameTaken];
        if (Object.keys(errors).length > 0) throw new ValidationFailure(errors);

        const siblings = siblingsOf(rows, parentId, id);
        // Where asked; else last when moved, or where it was.
        const at = Math.min(
          patch.position ?? (moved ? siblings.length : current.position),
          siblings.length,
        );
        siblings.splice(at, 0, id);
        const depthShift =
          (parentId === null ? 1 : (rows.find((c) => c.id === parentId)?.depth ?? 0) + 1) -
          current.depth;
        await trx
          .updateTable('categories')
          .set({
            name,
            name_key: nameKey(name),
            parent_id: parentId,
            parent_key: parentId ?? 0,
            depth: current.depth + depthShift,
          })
          .where('id', '=', id)
          .execute();
        if (depthShift !== 0) {
          const below = categorySubtree(rows, id).filter((c) => c !== id);
          for (const child of below) {
            const depth = (rows.find((c) => c.id === child)?.depth ?? 0) + depthShift;
            await trx.updateTable('categories').set({ depth }).where('id', '=', child).execute();
          }
        }
        await renumber(trx, rows, siblings);
        if (moved) await renumber(trx, rows, siblingsOf(rows, current.parent_id, id));
        return readOne(trx, shopId, id);
      }),

    /**
     * Deletes a category without sub-categories; its products move to `moveTo` (another category
     * of the shop) first, or it must hold none. The siblings after it move up.
     */
    deleteCategory: (shopId: number, id: number, moveTo: number | undefined) =>
      db.transaction().execute(async (trx) => {
        const rows = await lockedTree(trx, shopId);
        const current = rows.find((c) => c.id === id);
        if (!current) throw notFound();
        if (moveTo !== undefined && (moveTo === id || !rows.some((c) => c.id === moveTo)))
          throw fail('move_products_to', SHOP_MESSAGES.categoryMoveTarget);
        if (rows.some((c) => c.parent_id === id))
          throw new Refusal(409, { message: categoryHasChildren(current.name) });
        if (current.product_count > 0) {
          if (moveTo === undefined)
            throw new Refusal(409, {
              message: categoryHasProducts(current.name, current.product_count),
            });
          await trx
            .updateTable('products')
            .set({ category_id: moveTo })
            .where('category_id', '=', id)
            .execute();
        }
        await trx.deleteFrom('categories').where('id', '=', id).execute();
        await renumber(trx, rows, siblingsOf(rows, current.parent_id, id));
      }),

    /** The category `id` of shop `shopId` with those above it, root first; [] when none. */
    async path(shopId: number, id: number | null, executor: Kysely<DB> = db) {
      if (id === null) return [];
      const rows = await tree(executor, shopId);
      const out: { id: number; name: string }[] = [];
      for (let c = rows.find((r) => r.id === id); c; c = rows.find((r) => r.id === c?.parent_id))
        out.unshift({ id: c.id, name: c.name });
      return out;
    },
  };
}

export type ShopStore = ReturnType<typeof shopStore>;
