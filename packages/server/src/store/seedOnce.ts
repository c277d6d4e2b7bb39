import type { DatabaseHandle } from '../database.ts';
import { insertEvents, type EventInput } from './events.ts';
import { normalizeEmail, nowIso } from './shared.ts';
import { inSeedTurn, takeSeedLock } from './seedTurn.ts';

/**
 * The first-start seed, once: a verified administrator (unless `admin` is null) and the events, in one transaction, marked
 * with `seeded_at` in the meta table. False when the database was seeded before.
 */
export const seedOnce =
  ({ db, engine, searchColumns }: DatabaseHandle) =>
  (input: {
    admin: { name: string; email: string; passwordHash: string } | null;
    events: readonly EventInput[];
  }) =>
    inSeedTurn(db, async (trx) => {
      // PostgreSQL: processes starting together seed one at a time (the others then see the mark).
      if (engine === 'postgres') await takeSeedLock(trx, 'folio_seed');
      const seeded = await trx
        .selectFrom('meta')
        .select('value')
        .where('key', '=', 'seeded_at')
        .executeTakeFirst();
      if (seeded) return false;
      const now = nowIso();
      const { admin } = input;
      const normalized = admin && normalizeEmail(admin.email);
      const taken =
        normalized !== null &&
        (await trx
          .selectFrom('users')
          .select('id')
          .where('email_normalized', '=', normalized)
          .executeTakeFirst()) !== undefined;
      if (admin && normalized !== null && !taken) {
        await trx
          .insertInto('users')
          .values({
            name: admin.name,
            email: admin.email,
            email_normalized: normalized,
            password: admin.passwordHash,
            email_verified_at: now,
            created_at: now,
            updated_at: now,
            role: 'admin',
          })
          .execute();
      }
      await insertEvents(trx, searchColumns, input.events);
      await trx.insertInto('meta').values({ key: 'seeded_at', value: now }).execute();
      return true;
    });
