import { IN_USE_LISTED, nameKey, SHOP_MESSAGES, specInUse } from '@folio/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../database.ts';
import type { DB } from '../db/tables.ts';
import { Refusal, ValidationFailure } from '../validation.ts';
import { inTransaction, isUniqueViolation, nowIso } from './shared.ts';

/**
 * The specification types and their values, shared by every shop (docs/adr/0030-shopping-catalog.md).
 * A type is saved whole with the `version` it was read at; a type or value a product offers is
 * never deleted (409 naming the products; the database's RESTRICT keys hold it too).
 */

export interface SpecTypeRow {
  id: number;
  name: string;
  values: { id: number; name: string }[];
  version: number;
  product_count: number;
}

export interface SpecTypeInput {
  name: string;
  values: readonly { id?: number; name: string }[];
}

const nameTaken = () => new ValidationFailure({ name: [SHOP_MESSAGES.specNameTaken] });

export function specTypeStore(db: Kysely<DB>, engine: Engine) {
  async function read(trx: Kysely<DB>, ids?: readonly number[]): Promise<SpecTypeRow[]> {
    if (ids?.length === 0) return [];
    const types = await trx
      .selectFrom('spec_types as t')
      .select(({ selectFrom }) => [
        't.id',
        't.name',
        't.version',
        selectFrom('product_spec_types as u')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .whereRef('u.spec_type_id', '=', 't.id')
          .as('product_count'),
      ])
      .$if(ids !== undefined, (q) => q.where('t.id', 'in', ids ?? []))
      .orderBy('t.id')
      .execute();
    const values = await trx
      .selectFrom('spec_values')
      .select(['id', 'spec_type_id', 'name'])
      .$if(ids !== undefined, (q) => q.where('spec_type_id', 'in', ids ?? []))
      .orderBy('spec_type_id')
      .orderBy('position')
      .execute();
    return types.map((t) => ({
      id: t.id,
      name: t.name,
      version: t.version,
      product_count: Number(t.product_count ?? 0),
      values: values.filter((v) => v.spec_type_id === t.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  async function one(trx: Kysely<DB>, id: number) {
    const [row] = await read(trx, [id]);
    if (!row) throw new Refusal(404, { message: SHOP_MESSAGES.specNotFound });
    return row;
  }

  /** The products that use the type, or offer one of the values: at most IN_USE_LISTED and the count. */
  async function usedBy(trx: Kysely<DB>, of: { typeId: number } | { valueId: number }) {
    const base = () =>
      'typeId' in of
        ? trx
            .selectFrom('product_spec_types as u')
            .innerJoin('products as p', 'p.id', 'u.product_id')
            .where('u.spec_type_id', '=', of.typeId)
        : trx
            .selectFrom('product_spec_values as u')
            .innerJoin('products as p', 'p.id', 'u.product_id')
            .where('u.spec_value_id', '=', of.valueId);
    const products = await base()
      .select(['p.id', 'p.name'])
      .orderBy('p.id')
      .limit(IN_USE_LISTED)
      .execute();
    const { total } = await base()
      .select(({ fn }) => fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return { products, total: Number(total) };
  }

  async function refuseInUse(trx: Kysely<DB>, name: string, of: Parameters<typeof usedBy>[1]) {
    const { products, total } = await usedBy(trx, of);
    if (total === 0) return;
    throw new Refusal(409, {
      message: specInUse(
        name,
        products.map((p) => p.name),
        total,
      ),
      products,
      total,
    });
  }

  /** Writes the values of type `typeId` in order: kept ones renamed, new ones added. */
  async function writeValues(
    trx: Transaction<DB>,
    typeId: number,
    values: SpecTypeInput['values'],
  ) {
    // Renames may swap two names: every kept value first takes a key no name has (nameKey trims,
    // so no name's key starts with a space).
    for (const v of values) {
      if (v.id === undefined) continue;
      await trx
        .updateTable('spec_values')
        .set({ name_key: ` ${v.id}` })
        .where('id', '=', v.id)
        .execute();
    }
    for (const [position, v] of values.entries()) {
      const fields = { name: v.name, name_key: nameKey(v.name), position };
      if (v.id === undefined) {
        await trx
          .insertInto('spec_values')
          .values({ spec_type_id: typeId, ...fields })
          .execute();
      } else {
        await trx.updateTable('spec_values').set(fields).where('id', '=', v.id).execute();
      }
    }
  }

  /** Refuses a name another type has (after trim and the search normalisation). */
  async function checkName(trx: Kysely<DB>, name: string, except: number | null) {
    const other = await trx
      .selectFrom('spec_types')
      .select('id')
      .where('name_key', '=', nameKey(name))
      .$if(except !== null, (q) => q.where('id', '!=', except ?? 0))
      .executeTakeFirst();
    if (other) throw nameTaken();
  }

  /** Runs `write`, answering a unique key's refusal as the name's 422 (two saves at once). */
  const named = async <T>(write: () => Promise<T>) => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  };

  return {
    list: () => read(db),

    /** The values of each type among `typeIds`: type id → its value ids. */
    async valueIdsOf(trx: Kysely<DB>, typeIds: readonly number[]) {
      const map = new Map<number, Set<number>>();
      if (typeIds.length === 0) return map;
      const rows = await trx
        .selectFrom('spec_values')
        .select(['id', 'spec_type_id'])
        .where('spec_type_id', 'in', typeIds)
        .execute();
      for (const id of typeIds) map.set(id, new Set());
      for (const row of rows) map.get(row.spec_type_id)?.add(row.id);
      return map;
    },

    create: (input: SpecTypeInput, executor: Kysely<DB> = db) =>
      named(() =>
        inTransaction(executor, async (trx) => {
          await checkName(trx, input.name, null);
          if (input.values.some((v) => v.id !== undefined)) {
            const i = input.values.findIndex((v) => v.id !== undefined);
            throw new ValidationFailure({ [`values.${i}.id`]: [SHOP_MESSAGES.specValueUnknown] });
          }
          const now = nowIso();
          const { id } = await trx
            .insertInto('spec_types')
            .values({
              name: input.name,
              name_key: nameKey(input.name),
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeValues(trx, id, input.values);
          return one(trx, id);
        }),
      ),

    /**
     * Saves type `id` whole if nobody saved it since `version`: values with an id kept (renamed),
     * without one added, the others deleted unless a product offers them.
     */
    update: (id: number, input: SpecTypeInput & { version: number }) =>
      named(() =>
        db.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('spec_types')
            .select(['id', 'version'])
            .where('id', '=', id)
            .$if(engine === 'postgres', (q) => q.forUpdate())
            .executeTakeFirst();
          if (!current) throw new Refusal(404, { message: SHOP_MESSAGES.specNotFound });
          if (current.version !== input.version)
            throw new Refusal(409, { message: SHOP_MESSAGES.specStale });
          await checkName(trx, input.name, id);
          const before = await trx
            .selectFrom('spec_values')
            .select(['id', 'name'])
            .where('spec_type_id', '=', id)
            .execute();
          const own = new Set(before.map((v) => v.id));
          const kept = new Set<number>();
          const errors: Record<string, string[]> = {};
          input.values.forEach((v, i) => {
            if (v.id === undefined) return;
            if (!own.has(v.id) || kept.has(v.id))
              errors[`values.${i}.id`] = [SHOP_MESSAGES.specValueUnknown];
            kept.add(v.id);
          });
          if (Object.keys(errors).length > 0) throw new ValidationFailure(errors);
          for (const gone of before.filter((v) => !kept.has(v.id))) {
            await refuseInUse(trx, gone.name, { valueId: gone.id });
            await trx.deleteFrom('spec_values').where('id', '=', gone.id).execute();
          }
          await writeValues(trx, id, input.values);
          await trx
            .updateTable('spec_types')
            .set((eb) => ({
              name: input.name,
              name_key: nameKey(input.name),
              version: eb('version', '+', 1),
              updated_at: nowIso(),
            }))
            .where('id', '=', id)
            .execute();
          return one(trx, id);
        }),
      ),

    /** Deletes a type (and its values) no product uses. */
    delete: (id: number) =>
      db.transaction().execute(async (trx) => {
        const current = await one(trx, id);
        await refuseInUse(trx, current.name, { typeId: id });
        await trx.deleteFrom('spec_types').where('id', '=', id).execute();
      }),
  };
}

export type SpecTypeStore = ReturnType<typeof specTypeStore>;
