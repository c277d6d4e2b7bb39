// `pnpm admin:create --email you@example.com [--name 名字]`: makes that account an administrator of
// the configured database (SQLite in DATA_DIR, or DATABASE_URL=postgres://…). With `--role carrier
// [--methods home,express]` it makes a delivery company's account instead, the carrier the named
// delivery methods (all without --methods) hand their orders to
// (docs/adr/0031-checkout-payment-and-delivery.md "Carriers are accounts"). A new account is
// created verified; an existing one (the demo administrator included) is promoted, given the new
// password and signed out everywhere. The password comes from ADMIN_PASSWORD, else it is asked
// twice on the terminal without echo. It follows the members' password rule and is never the
// demo administrator's (src/administrators.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS, type DeliveryMethod } from '@folio/rules';
import {
  DEFAULT_ADMINISTRATOR_NAME,
  DEFAULT_CARRIER_NAME,
  administratorProblems,
  setAdministrator,
} from '../src/administrators.ts';
import { openDatabase } from '../src/database.ts';
import { createStore } from '../src/store/index.ts';

function fail(message: string): never {
  console.error(`\n  admin:create: ${message}\n`);
  process.exit(1);
}

/** Reads one line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve) => {
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let answer = '';
    const onData = (text: string) => {
      for (const char of text) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(answer);
          return;
        }
        if (char === '\u0003') process.exit(130);
        answer = char === '\u007f' ? answer.slice(0, -1) : answer + char;
      }
    };
    stdin.on('data', onData);
  });
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    methods: { type: 'string' },
  },
  strict: true,
});
const email = values.email?.trim();
if (!email) fail('say whose account: --email you@example.com [--name 名字]');
const role = values.role;
if (role !== 'admin' && role !== 'carrier') fail(`--role is admin or carrier, not ${role}`);
if (values.methods !== undefined && role !== 'carrier') fail('--methods goes with --role carrier');
const methods = (values.methods ?? DELIVERY_METHODS.join(','))
  .split(',')
  .map((m) => m.trim())
  .filter((m) => m !== '');
const unknown = methods.filter((m) => !(DELIVERY_METHODS as readonly string[]).includes(m));
if (unknown.length > 0 || methods.length === 0)
  fail(`--methods lists delivery methods (${DELIVERY_METHODS.join(', ')}), not ${values.methods}`);
let password = process.env.ADMIN_PASSWORD;
if (!password) {
  if (!process.stdin.isTTY) fail('set ADMIN_PASSWORD, or run it on a terminal to be asked');
  password = await askHidden('New password: ');
  if ((await askHidden('Again: ')) !== password) fail('the two passwords differ; nothing changed');
}
const input = {
  email,
  password,
  name:
    values.name?.trim() || (role === 'carrier' ? DEFAULT_CARRIER_NAME : DEFAULT_ADMINISTRATOR_NAME),
};
const problems = administratorProblems(input);
if (problems.length > 0) fail(`${problems.join('; ')}. Nothing changed.`);

const database = await openDatabase({
  dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
  databaseUrl: process.env.DATABASE_URL || null,
});
try {
  const store = createStore(database);
  const outcome = await setAdministrator(store, input, role);
  if (role === 'carrier') {
    const account = await store.users.byEmail(email);
    if (!account) fail(`${email} was not saved`);
    // Cast: the list was checked against DELIVERY_METHODS above.
    const carried = methods as DeliveryMethod[];
    await store.deliveries.assign(account.id, carried, new Date().toISOString());
    const labels = carried.map((m) => DELIVERY_METHOD_LABELS[m]).join(', ');
    console.log(
      outcome === 'created'
        ? `Created the carrier ${email}, for ${labels}.`
        : `${email} is a carrier, for ${labels}, with the new password; its sessions were signed out.`,
    );
  } else {
    console.log(
      outcome === 'created'
        ? `Created the administrator ${email}.`
        : `${email} is an administrator with the new password; its sessions were signed out.`,
    );
  }
} finally {
  await database.close();
}
