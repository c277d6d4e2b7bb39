import type { Contract } from './contract.ts';
import type { Client } from './http.ts';
import type { Mailbox } from './mailbox.ts';
import type { Report } from './report.ts';

/** What every check needs: the contract, the HTTP client, where problems go, the mail sink. */
export interface CheckContext {
  contract: Contract;
  client: Client;
  report: Report;
  mailbox: Mailbox;
  /** How long to wait for a mail at the sink. */
  mailTimeoutMs: number;
  /** An administrator's login, for the shop's back office (checks/catalog.ts). */
  admin: { email: string; password: string };
  /**
   * A carrier's login, for the carrier's page (checks/carrier.ts); null: none was given, and
   * what needs one could not run.
   */
  carrier: { email: string; password: string } | null;
}
