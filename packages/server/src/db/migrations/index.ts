import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../tables.ts';
import initial from './001_initial.ts';
import eventCount from './002_event_count.ts';
import security from './003_security.ts';
import bookings from './004_bookings.ts';
import tasks from './005_tasks.ts';
import searchWalk from './006_search_walk.ts';
import shopping from './007_shopping.ts';
import signin from './008_signin.ts';
import chat from './009_chat.ts';
import checkout from './010_checkout.ts';
import payment from './011_payment.ts';
import delivery from './012_delivery.ts';
import cartSweep from './013_cart_sweep.ts';
import bookingDetails from './015_booking_details.ts';
import taskStarted from './016_task_started.ts';
import loginLinks from './017_login_links.ts';
import bookingMail from './018_booking_mail.ts';
import bookingCancellations from './019_booking_cancellations.ts';
import searchChanges from './020_search_changes.ts';
import storefrontSearch from './022_storefront_search.ts';
import { dialectOf } from './dialect.ts';
import type { Step } from './step.ts';

/**
 * Every migration, by the name databases record it under (never rename one). A new one is a file
 * `NNN_name.ts` here and a line below; test/schema.test.ts records the schema it makes
 * (docs/architecture.md §3 "Migrations").
 */
const steps: Record<string, Step> = {
  '001_initial': initial,
  '002_event_count': eventCount,
  '003_security': security,
  '004_bookings': bookings,
  '005_tasks': tasks,
  '006_search_walk': searchWalk,
  '007_shopping': shopping,
  '008_signin': signin,
  '009_chat': chat,
  '010_checkout': checkout,
  '011_payment': payment,
  '012_delivery': delivery,
  '013_cart_sweep': cartSweep,
  '015_booking_details': bookingDetails,
  '016_task_started': taskStarted,
  '017_login_links': loginLinks,
  '018_booking_mail': bookingMail,
  '019_booking_cancellations': bookingCancellations,
  '020_search_changes': searchChanges,
  '022_storefront_search': storefrontSearch,
};

/** The migrations of `engine`, for Kysely's Migrator. */
export function migrationsOf(engine: Engine): Record<string, Migration> {
  const dialect = dialectOf(engine);
  return Object.fromEntries(
    Object.entries(steps)
      .filter(([, step]) => !step.only || step.only === engine)
      .map(([name, step]) => [name, { up: (db) => step.up(db, dialect) }]),
  );
}

/**
 * Applies the migrations `db` lacks (every process may do so at once: Kysely locks). 004 and
 * 005 were written side by side and may reach a database in either order
 * (docs/adr/0017-booking-and-task-scheduler.md): Kysely sorts by name and allows that.
 */
export async function migrate<DB>(db: Kysely<DB>, engine: Engine): Promise<void> {
  const migrations = migrationsOf(engine);
  const { error, results } = await new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw error instanceof Error
      ? error
      : new Error(`migration ${failed?.migrationName ?? '?'} failed`);
  }
}
