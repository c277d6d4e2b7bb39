import type { SandboxOutcome } from '@folio/rules';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.ts';

/**
 * The sandbox gateway's sessions (docs/adr/appendices/0031-orders-and-gateways.md "The sandbox
 * gateway" 3–4): one per attempt (`MerchantTradeNo`), known by the hash of the token in the
 * payment page's address; ending one (paid or failed) schedules its notice to the shop in the
 * same transaction, as a `payment_notify` job of the checkout's runner (checkout/jobs.ts).
 */

export interface SessionRow {
  id: number;
  merchant_trade_no: string;
  trade_no: string;
  amount: number;
  item_name: string;
  merchant_name: string;
  return_url: string;
  client_back_url: string;
  expires_at: string;
  outcome: SandboxOutcome | null;
  completed_at: string | null;
}

export interface NewSession {
  tokenHash: string;
  merchantTradeNo: string;
  tradeNo: string;
  amount: number;
  itemName: string;
  merchantName: string;
  returnUrl: string;
  clientBackUrl: string;
  expiresAt: string;
  at: string;
}

const COLUMNS = [
  'id',
  'merchant_trade_no',
  'trade_no',
  'amount',
  'item_name',
  'merchant_name',
  'return_url',
  'client_back_url',
  'expires_at',
  'outcome',
  'completed_at',
] as const;

export function sandboxStore(db: Kysely<DB>) {
  return {
    byToken: (tokenHash: string): Promise<SessionRow | undefined> =>
      db
        .selectFrom('sandbox_sessions')
        .select(COLUMNS)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),
    byId: (id: number): Promise<SessionRow | undefined> =>
      db.selectFrom('sandbox_sessions').select(COLUMNS).where('id', '=', id).executeTakeFirst(),

    /**
     * Opens the attempt's session, or gives its open one the new token (the form posted again:
     * the latest page is the one that works); undefined when the attempt's session has ended.
     */
    async open(session: NewSession): Promise<'opened' | 'reopened' | 'ended'> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('sandbox_sessions')
          .select(['id', 'outcome'])
          .where('merchant_trade_no', '=', session.merchantTradeNo)
          .executeTakeFirst();
        if (before) {
          if (before.outcome !== null) return 'ended';
          await trx
            .updateTable('sandbox_sessions')
            .set({ token_hash: session.tokenHash })
            .where('id', '=', before.id)
            .where('outcome', 'is', null)
            .execute();
          return 'reopened';
        }
        await trx
          .insertInto('sandbox_sessions')
          .values({
            token_hash: session.tokenHash,
            merchant_trade_no: session.merchantTradeNo,
            trade_no: session.tradeNo,
            amount: session.amount,
            item_name: session.itemName,
            merchant_name: session.merchantName,
            return_url: session.returnUrl,
            client_back_url: session.clientBackUrl,
            expires_at: session.expiresAt,
            outcome: null,
            created_at: session.at,
          })
          .execute();
        return 'opened';
      });
    },

    /**
     * Ends the open session `id` with `outcome` (false: it had ended) and, when paid or failed,
     * schedules the notice to run now for the order `orderId`.
     */
    async complete(id: number, orderId: number, outcome: SandboxOutcome, now: number) {
      return db.transaction().execute(async (trx) => {
        const ended = await trx
          .updateTable('sandbox_sessions')
          .set({ outcome, completed_at: new Date(now).toISOString() })
          .where('id', '=', id)
          .where('outcome', 'is', null)
          .executeTakeFirst();
        if (Number(ended.numUpdatedRows) !== 1) return false;
        if (outcome !== 'cancelled')
          await trx
            .insertInto('checkout_jobs')
            .values({
              kind: 'payment_notify',
              order_id: orderId,
              session_id: id,
              run_at: now,
              claimed_by: null,
            })
            .execute();
        return true;
      });
    },
  };
}

export type SandboxStore = ReturnType<typeof sandboxStore>;
