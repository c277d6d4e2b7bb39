import { DELIVERY_METHODS } from '@folio/rules';
import { sql } from 'kysely';
import { oneOf, refersTo } from './dialect.ts';
import { ROLES, usersTable } from './definitions.ts';
import type { Step } from './step.ts';

/**
 * Delivery (docs/adr/0031-checkout-payment-and-delivery.md "Carriers are accounts"): the third
 * role, `carrier`, in `users.role`'s CHECK, and which carrier account each delivery method hands
 * its orders to (`pnpm admin:create --role carrier`).
 *
 * PostgreSQL swaps the CHECK in place. SQLite changes a CHECK only by rebuilding the table (as
 * 003_security did for events); `users` is referenced by most tables, so the rebuild follows
 * SQLite's own recipe (https://sqlite.org/lang_altertable.html#otheralter): foreign keys off
 * (allowed here: SQLite migrations run outside a transaction), the new table filled, the old one
 * dropped (no cascade runs while they are off) and the new renamed, then every reference checked
 * before they are on again.
 */
export default {
  async up(db, d) {
    if (d.engine === 'postgres') {
      await sql`ALTER TABLE users DROP CONSTRAINT users_role_check`.execute(db);
      await sql`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (${oneOf('role', ROLES)})`.execute(
        db,
      );
    } else {
      await sql`PRAGMA foreign_keys = OFF`.execute(db);
      try {
        await usersTable(db, d, { role: true, name: 'users_rebuilt', roles: ROLES }).execute();
        const columns = [
          'id',
          'name',
          'email',
          'email_normalized',
          'password',
          'email_verified_at',
          'created_at',
          'updated_at',
          'role',
        ];
        await db
          .insertInto('users_rebuilt')
          .columns(columns)
          .expression(db.selectFrom('users').select(columns))
          .execute();
        await db.schema.dropTable('users').execute();
        await db.schema.alterTable('users_rebuilt').renameTo('users').execute();
        const broken = await sql`PRAGMA foreign_key_check`.execute(db);
        if (broken.rows.length > 0)
          throw new Error(`012_delivery: ${broken.rows.length} rows lost their account`);
      } finally {
        await sql`PRAGMA foreign_keys = ON`.execute(db);
      }
    }

    // One carrier account a delivery method; an account may carry several methods.
    await db.schema
      .createTable('delivery_carriers')
      .addColumn('delivery_method', 'text', (c) =>
        c.primaryKey().check(oneOf('delivery_method', DELIVERY_METHODS)),
      )
      .addColumn('carrier_id', 'integer', refersTo('users', 'cascade'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('delivery_carriers_carrier')
      .on('delivery_carriers')
      .column('carrier_id')
      .execute();
  },
} satisfies Step;
