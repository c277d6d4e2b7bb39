import { cartStore } from '../checkout/cartStore.ts';
import { deliveryStore } from '../checkout/deliveryStore.ts';
import { orderReads } from '../checkout/orderRead.ts';
import { orderStore } from '../checkout/orderStore.ts';
import type { DatabaseHandle } from '../database.ts';
import { eventStore } from './events.ts';
import { identityStore } from './identities.ts';
import { metaStore } from './meta.ts';
import { outboxStore } from './outbox.ts';
import { passwordStore } from './passwords.ts';
import { productListStore } from './productList.ts';
import { productStore } from './products.ts';
import { seedOnce } from './seedOnce.ts';
import { shopStore } from './shops.ts';
import { specTypeStore } from './specTypes.ts';
import { signinAttemptStore } from './signinAttempts.ts';
import { loginLinkStore } from './loginLinks.ts';
import { tokenStore } from './tokens.ts';
import { userStore } from './users.ts';

/**
 * The data access: every query of the server, and nothing else, knows the tables. One module a
 * table (or a concern spanning a few: passwords.ts, seedOnce.ts), each in Kysely's builder, the
 * same on SQLite and PostgreSQL (database.ts). No raw SQL: add it only where the builder has no
 * words for a query, with the reason beside it. The list's hot reads are written for each engine
 * (db/sqlite.ts, db/postgres-lists.ts). The bookings (bookings.ts) and the mail tasks (tasks.ts) have stores
 * of their own, made by their users from the same database.
 */

export function createStore(database: DatabaseHandle) {
  const { db, engine } = database;
  // The shop catalog (docs/adr/0030-shopping-catalog.md).
  const shops = shopStore(db, engine);
  const specTypes = specTypeStore(db, engine);
  const carts = cartStore(db, engine);
  return {
    db,
    engine: database.engine,
    users: userStore(db),
    tokens: tokenStore(db),
    passwords: passwordStore(db),
    loginLinks: loginLinkStore(db),
    events: eventStore(database),
    outbox: outboxStore(db),
    meta: metaStore(db),
    seedOnce: seedOnce(database),
    shops,
    specTypes,
    products: productStore({ db, engine, shops, specTypes }),
    productList: productListStore(db, engine),
    identities: identityStore(db, database.engine),
    signinAttempts: signinAttemptStore(db),
    // The checkout (docs/adr/0031-checkout-payment-and-delivery.md).
    carts,
    orders: orderStore(db, carts, engine),
    orderReads: orderReads(db),
    deliveries: deliveryStore(db),
  };
}

export type Store = ReturnType<typeof createStore>;
