#!/usr/bin/env -S node --import tsx
/**
 * `pnpm contract:check --base-url https://their-api.example/api [--smtp-port 2525] [--verbose]`:
 * checks a backend against openapi.yaml over HTTP and prints a report per operation. Exit code 0
 * when every operation conforms, 1 when one deviates or could not run, 2 on bad usage.
 */
import { parseArgs } from 'node:util';
import { checkBackend, Contract, DEMO_ADMIN_LOGIN, Mailbox } from './index.ts';

const USAGE = `usage: pnpm contract:check --base-url URL [--smtp-port N] [--smtp-host HOST] [--max-wait S]
                           [--admin-email E --admin-password P]
                           [--carrier-email E --carrier-password P] [--verbose]

  --base-url   the API root, e.g. https://their-api.example/api
  --smtp-port  port of the check's own SMTP server (default 2525): configure the backend to send
               its mail there before starting the check
  --smtp-host  address that SMTP server listens on (default 127.0.0.1; 0.0.0.0 when the backend
               runs on another machine or in a container)
  --max-wait   longest Retry-After (s) to wait out before one retry (default 65)
  --mail-wait  how long (s) to wait for each mail at the SMTP server, and for a task due now
               to be done (default 20)
  --admin-email, --admin-password
               an administrator of the backend, for the shop's back office, the orders and the
               tasks' view (default: CONTRACT_CHECK_ADMIN_EMAIL and CONTRACT_CHECK_ADMIN_PASSWORD,
               else the demo administrator the reference server seeds, admin@example.com /
               Admin#2024); refused, those operations could not run
  --carrier-email, --carrier-password
               a carrier account that carries home delivery, for the carrier's page
               (default: CONTRACT_CHECK_CARRIER_EMAIL and CONTRACT_CHECK_CARRIER_PASSWORD; the
               reference server's: pnpm admin:create --role carrier); without one, the
               carrier's operations could not run
  --verbose    print every request and every passed check`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const carrierEnv = {
  email: process.env.CONTRACT_CHECK_CARRIER_EMAIL,
  password: process.env.CONTRACT_CHECK_CARRIER_PASSWORD,
};
let values;
try {
  ({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'smtp-port': { type: 'string', default: '2525' },
      'smtp-host': { type: 'string', default: '127.0.0.1' },
      'max-wait': { type: 'string', default: '65' },
      'mail-wait': { type: 'string', default: '20' },
      'admin-email': {
        type: 'string',
        default: process.env.CONTRACT_CHECK_ADMIN_EMAIL ?? DEMO_ADMIN_LOGIN.email,
      },
      // From the environment, a password stays out of the process list.
      'admin-password': {
        type: 'string',
        default: process.env.CONTRACT_CHECK_ADMIN_PASSWORD ?? DEMO_ADMIN_LOGIN.password,
      },
      // No default carrier: no backend seeds one (parseArgs refuses an undefined default).
      'carrier-email': { type: 'string', ...(carrierEnv.email && { default: carrierEnv.email }) },
      'carrier-password': {
        type: 'string',
        ...(carrierEnv.password && { default: carrierEnv.password }),
      },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const baseUrl = values['base-url'];
if (!baseUrl || !/^https?:\/\//.test(baseUrl)) fail('--base-url must be an http(s) URL');
const smtpPort = Number(values['smtp-port']);
if (!Number.isInteger(smtpPort) || smtpPort < 0 || smtpPort > 65535) fail('--smtp-port: a port');
const maxWaitSeconds = Number(values['max-wait']);
if (!(maxWaitSeconds >= 0)) fail('--max-wait: seconds');
const mailWaitSeconds = Number(values['mail-wait']);
if (!(mailWaitSeconds >= 0)) fail('--mail-wait: seconds');

const carrierEmail = values['carrier-email'];
const carrierPassword = values['carrier-password'];
if ((carrierEmail === undefined) !== (carrierPassword === undefined))
  fail('--carrier-email and --carrier-password go together');
const carrier =
  carrierEmail !== undefined && carrierPassword !== undefined
    ? { email: carrierEmail, password: carrierPassword }
    : null;

const contract = new Contract();
const mailbox = new Mailbox();
const host = values['smtp-host'];
const port = await mailbox.listen(smtpPort, host).catch((error: Error) => {
  console.error(`cannot listen for SMTP on ${host}:${smtpPort}: ${error.message}`);
  process.exit(2);
});
// Listening on every interface, the backend reaches us by this machine's address, not 0.0.0.0.
const reachAt = host === '0.0.0.0' || host === '::' ? '<this machine>' : host;
console.log(`Folio contract check (openapi.yaml ${contract.version}) against ${baseUrl}
SMTP server listening on ${host}:${port}: give the backend these settings (plain SMTP, no TLS,
any or no login), before the check registers an account:
  SMTP_URL=smtp://${reachAt}:${port}
  Laravel: MAIL_MAILER=smtp MAIL_HOST=${reachAt} MAIL_PORT=${port} MAIL_ENCRYPTION=null
`);
try {
  const report = await checkBackend({
    baseUrl,
    mailbox,
    contract,
    maxWaitSeconds,
    mailTimeoutMs: mailWaitSeconds * 1000,
    admin: { email: values['admin-email'], password: values['admin-password'] },
    carrier,
    ...(values.verbose && { log: (line: string) => console.log(`  ${line}`) }),
  });
  console.log(report.format(values.verbose));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await mailbox.close();
}
