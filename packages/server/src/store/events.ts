import { EVENT_PRICE_MAX, EVENT_PRICE_MIN } from '@folio/rules';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseHandle } from '../database.ts';
import type { DB } from '../db/tables.ts';
import { nowIso } from './shared.ts';

/**
 * The events (table `events`). The list's hot reads are written for each engine (`lists`:
 * db/sqlite.ts, db/postgres-lists.ts); every other query is the same Kysely builder on both. A write adds the
 * columns of its engine's search (`searchColumns`, database.ts).
 */

export type EventRow = Pick<
  Selectable<DB['events']>,
  'id' | 'name' | 'description' | 'start_time' | 'end_time' | 'price' | 'image_path' | 'user_id'
>;

export interface EventInput {
  name: string;
  description: string;
  start_time: string;
  end_time: string;
  price: number | null;
  /** undefined: keep the current image (update). */
  image_path?: string | null;
}

/**
 * A row as the list may show it: a price the database should never hold (its CHECK refuses it)
 * shows as none rather than failing the whole page for everyone.
 */
export const safeEvent = (row: EventRow): EventRow =>
  row.price === null ||
  (Number.isSafeInteger(row.price) && row.price >= EVENT_PRICE_MIN && row.price <= EVENT_PRICE_MAX)
    ? row
    : { ...row, price: null };

/** The columns of an event row: a key for each field of EventRow, and no other (type-checked). */
const EVENT_FIELDS = {
  id: true,
  name: true,
  description: true,
  start_time: true,
  end_time: true,
  price: true,
  image_path: true,
  user_id: true,
} as const satisfies Record<keyof EventRow, true>;
// Object.keys types its keys as strings; these are exactly EVENT_FIELDS' keys.
const EVENT_COLUMNS = Object.keys(EVENT_FIELDS) as (keyof typeof EVENT_FIELDS)[];

type SearchColumns = DatabaseHandle['searchColumns'];

/** Inserts many events (the seed, the benchmark's 100 000) in `trx`, 500 rows a statement. */
export async function insertEvents(
  trx: Kysely<DB>,
  searchColumns: SearchColumns,
  rows: readonly EventInput[],
  chunk = 500,
) {
  const now = nowIso();
  for (let i = 0; i < rows.length; i += chunk) {
    await trx
      .insertInto('events')
      .values(
        rows.slice(i, i + chunk).map((e) => ({
          name: e.name,
          description: e.description,
          start_time: e.start_time,
          end_time: e.end_time,
          price: e.price,
          image_path: e.image_path ?? null,
          user_id: null,
          ...searchColumns(e),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

export function eventStore({ db, lists, searchColumns }: DatabaseHandle) {
  return {
    /**
     * One page of events, `start_time` then `id` descending, and the total. With a keyword, the
     * engine's search index (search.ts, db/postgres-lists.ts) yields matching sort keys in list order.
     */
    async list({ page, perPage, search }: { page: number; perPage: number; search?: string }) {
      const { rows, total } = await lists.list({
        limit: perPage,
        offset: (page - 1) * perPage,
        ...(search && { search }),
      });
      return { rows: rows.map(safeEvent), total };
    },

    /** A number that changes whenever any process committed a write of events. */
    version: () => lists.version(),

    get: async (id: number) => {
      const row = await db
        .selectFrom('events')
        .select(EVENT_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && safeEvent(row);
    },

    /** Every stored image path (the start-up sweep keeps these files). */
    imagePaths: async () =>
      (
        await db
          .selectFrom('events')
          .select('image_path')
          .where('image_path', 'is not', null)
          .execute()
      ).map((r) => r.image_path as string),

    /** PostgreSQL: image paths of events whose file is not in stored_files (storage.ts). */
    unsharedImagePaths: async () =>
      (
        await db
          .selectFrom('events as e')
          .select('e.image_path')
          .distinct()
          .where('e.image_path', 'is not', null)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('stored_files as f')
                  .select('f.path')
                  .whereRef('f.path', '=', 'e.image_path'),
              ),
            ),
          )
          .execute()
      ).map((r) => r.image_path as string),

    /**
     * Inserts an event and hands the row to `answer` inside the transaction: the write is
     * committed only when its answer could be made (a failing answer rolls it back).
     */
    create: <T>(input: EventInput & { userId: number | null }, answer: (row: EventRow) => T) =>
      db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await trx
          .insertInto('events')
          .values({
            name: input.name,
            description: input.description,
            start_time: input.start_time,
            end_time: input.end_time,
            price: input.price,
            image_path: input.image_path ?? null,
            user_id: input.userId,
            ...searchColumns(input),
            created_at: now,
            updated_at: now,
          })
          .returning(EVENT_COLUMNS)
          .executeTakeFirstOrThrow();
        return answer(row);
      }),

    /**
     * Updates an event if `allowed` accepts its current owner; returns the answer made by `answer`
     * inside the transaction (a failing answer rolls the write back) with the image the event had
     * before; 'missing' or 'forbidden' (nothing written) otherwise.
     */
    update: <T>(
      id: number,
      input: EventInput,
      allowed: (ownerId: number | null) => boolean,
      answer: (row: EventRow) => T,
    ) =>
      db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('events')
          .select(['image_path', 'user_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) return 'missing' as const;
        if (!allowed(before.user_id)) return 'forbidden' as const;
        const row = await trx
          .updateTable('events')
          .set({
            name: input.name,
            description: input.description,
            start_time: input.start_time,
            end_time: input.end_time,
            price: input.price,
            ...(input.image_path !== undefined ? { image_path: input.image_path } : {}),
            ...searchColumns(input),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returning(EVENT_COLUMNS)
          .executeTakeFirstOrThrow();
        return { answer: answer(row), row, previousImage: before.image_path };
      }),

    /** Inserts many events in one transaction (the benchmark, the search tests). */
    insertMany: (rows: readonly EventInput[]) =>
      db.transaction().execute((trx) => insertEvents(trx, searchColumns, rows)),

    count: async () =>
      Number(
        (
          await db
            .selectFrom('events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
