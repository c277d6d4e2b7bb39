// Placing an order under load (docs/adr/0031-checkout-payment-and-delivery.md, docs/architecture.md
// §6): 20 buyers at once (BENCH_BUYERS), each placing 1 + BENCH_ORDERS (9) orders of one piece one
// after another (the line put in the cart first, not timed), on SQLite and on PostgreSQL (a scratch
// cluster, scripts/pg-cluster.ts; BENCH_PG=off leaves it out), each served by the server as
// shipped (bench-server.ts: dist/main.js, built first) on the seed's catalog. One round times 180
// orders in about a second, too few for a steady p95, so BENCH_ROUNDS (5) rounds run, each with
// buyers of its own, and the median of their p95s must be ≤ 50 ms.
// Part of `pnpm bench:api`; alone: `node --import tsx packages/server/scripts/bench-checkout.ts`
// (BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/p' profiles the server).
import { fileURLToPath } from 'node:url';
import { orderExample, PRODUCT_STOCK_MAX } from '@folio/rules';
import { sha256Hex } from '../src/crypto.ts';
import { openDatabase } from '../src/database.ts';
import { createStore } from '../src/store/index.ts';
import {
  median,
  onBothEngines,
  percentile,
  send,
  startShipped,
  waitFor,
  HOST,
} from './bench-server.ts';
import { freePort } from '../test/processes.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
/** Timed orders a buyer, after one to warm up: ten in all, the most one account may place in 10 min. */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 9);
/** Rounds of BUYERS new buyers each: the budget holds the median round's p95. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Extra flags for the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p` to profile it). */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** The seed's 手工蜜蠟護手霜: one variant, NT$420, of the `folio` shop. */
const PRODUCT = 3;

/** Round `round`'s buyers' tokens, and the product's variant given stock enough for every order. */
async function prepare(dataDir: string, databaseUrl: string | null, round: number) {
  const database = await openDatabase({ dataDir, databaseUrl });
  const store = createStore(database);
  try {
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const user = await store.users.create({
        name: `壓測買家 ${round + 1}-${i + 1}`,
        email: `bench-buyer-${round + 1}-${i + 1}@example.com`,
        passwordHash: 'not used',
        verifiedAt: new Date().toISOString(),
      });
      const secret = `bench${i}${Math.random().toString(36).slice(2, 14)}`;
      tokens.push(`${await store.tokens.issue(user.id, sha256Hex(secret))}|${secret}`);
    }
    const variant = await database.db
      .selectFrom('variants')
      .select('id')
      .where('product_id', '=', PRODUCT)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('variants')
      .set({ stock: PRODUCT_STOCK_MAX })
      .where('id', '=', variant.id)
      .execute();
    await database.db
      .updateTable('products')
      .set({ stock: PRODUCT_STOCK_MAX, available: 1 })
      .where('id', '=', PRODUCT)
      .execute();
    return { tokens, variantId: variant.id };
  } finally {
    await database.close();
  }
}

/** One buyer's orders, one after another; the time of each `POST /api/orders` but the first. */
async function buyer(base: string, token: string, variantId: number, tag: string) {
  const headers = { authorization: `Bearer ${token}` };
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i <= ORDERS; i++) {
    const added = await send('POST', `${base}/api/cart/lines`, headers, {
      variant_id: variantId,
      quantity: 1,
    });
    if (added.status !== 200) throw new Error(`cart: ${added.status} ${added.body}`);
    if (total === 0) {
      const quote = await send('GET', `${base}/api/checkout/quote?company_flag=folio`, headers);
      total = (JSON.parse(quote.body) as { data: { total: number } }).data.total;
    }
    const t0 = process.hrtime.bigint();
    const placed = await send('POST', `${base}/api/orders`, headers, {
      ...orderExample,
      expected_total: total,
      client_id: `${tag}-${i}`,
    });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (placed.status !== 201) throw new Error(`order: ${placed.status} ${placed.body}`);
    // The first order of each buyer warms up (its connection, the server's first statements).
    if (i > 0) times.push(ms);
  }
  return times;
}

/** Serves `dataDir` (and `databaseUrl`) with the real server and times the orders. */
async function measure(engine: string, dataDir: string, databaseUrl: string | null) {
  const port = await freePort();
  const child = startShipped(
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG: 'silent',
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    },
    NODE_ARGS,
  );
  try {
    const base = `http://${HOST}:${port}`;
    await waitFor(`${base}/api/ping`, 120);
    const p95s: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { tokens, variantId } = await prepare(dataDir, databaseUrl, round);
      const t0 = Date.now();
      const all = (
        await Promise.all(
          tokens.map((token, i) => buyer(base, token, variantId, `bench-${round}-${i}`)),
        )
      ).flat();
      const seconds = (Date.now() - t0) / 1000;
      all.sort((a, b) => a - b);
      const at = (p: number) => percentile(all, p);
      p95s.push(at(95));
      console.log(
        `Placing an order on ${engine}, round ${round + 1}: ${BUYERS} buyers at once, ${all.length} orders timed in ${seconds.toFixed(1)} s: p50 ${at(50).toFixed(2)} ms, p95 ${at(95).toFixed(2)} ms, max ${at(100).toFixed(2)} ms`,
      );
    }
    const middle = median(p95s);
    const ok = middle <= 50;
    console.log(
      `${ok ? '✔' : '✘'} placing an order p95 on ${engine}: ${middle.toFixed(2)} ms with ${BUYERS} buyers, the median of ${ROUNDS} rounds (budget ≤ 50 ms)`,
    );
    return ok;
  } finally {
    child.kill('SIGTERM');
  }
}

/** Both engines; true when every p95 is within the budget. */
export const checkoutBench = (): Promise<boolean> => onBothEngines('checkout-bench', measure);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = (await checkoutBench()) ? 0 : 1;
}
