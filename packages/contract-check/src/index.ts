import { runChecks } from './checks/index.ts';
import { Contract } from './contract.ts';
import { Client } from './http.ts';
import type { Mailbox } from './mailbox.ts';
import { Report } from './report.ts';

export { Contract, specPath, type MessageRule } from './contract.ts';
export { Mailbox, mailText } from './mailbox.ts';
export { Report, verdictOf, type OperationResult, type Verdict } from './report.ts';

export interface CheckOptions {
  /** The API root, e.g. `https://their-api.example/api`. */
  baseUrl: string;
  /** A started SMTP sink the backend sends its mail to. */
  mailbox: Mailbox;
  /** Longest Retry-After to wait out before one retry (default 65 s). */
  maxWaitSeconds?: number;
  /** How long to wait for each mail (default 20 s). */
  mailTimeoutMs?: number;
  log?: (line: string) => void;
  contract?: Contract;
  /**
   * An administrator of the backend, for the shop's back office (default: the reference server's
   * seeded demo administrator, admin@example.com / Admin#2024).
   */
  admin?: { email: string; password: string };
  /**
   * A carrier account of the backend that carries home delivery, for the carrier's page (tag
   * `delivery`); without one, its operations could not run. No backend seeds one: the reference
   * server's is made by `pnpm admin:create --role carrier`.
   */
  carrier?: { email: string; password: string } | null;
}

/** The reference server's seeded demo administrator (README, docs/requirements.md §6). */
export const DEMO_ADMIN_LOGIN = { email: 'admin@example.com', password: 'Admin#2024' };

/** Runs every check against `baseUrl` over HTTP; the report says per operation how it went. */
export async function checkBackend(options: CheckOptions): Promise<Report> {
  const contract = options.contract ?? new Contract();
  const report = new Report(contract.operations.keys());
  const client = new Client({
    baseUrl: options.baseUrl,
    contract,
    report,
    maxWaitSeconds: options.maxWaitSeconds ?? 65,
    ...(options.log && { log: options.log }),
  });
  await runChecks({
    contract,
    client,
    report,
    mailbox: options.mailbox,
    mailTimeoutMs: options.mailTimeoutMs ?? 20_000,
    admin: options.admin ?? DEMO_ADMIN_LOGIN,
    carrier: options.carrier ?? null,
  });
  return report;
}
