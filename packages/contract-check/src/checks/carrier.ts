import type { Body } from '../http.ts';
import { RECIPIENT, type Goods } from './checkout.ts';
import { paidOrder } from './paidOrder.ts';
import { messages, same, skip, type CheckContext } from './shared.ts';

/** An id no backend has yet (the contract's largest). */
const NO_SUCH_ID = 2147483647;
const CHANGED = '訂單狀態已變更，請重新整理';
const NOT_YOURS = '這筆訂單不是交給你配送的';
/** The reason the failed delivery gives (a `note` is required with `delivery_failed`). */
const FAILURE_NOTE = '合約檢查：收件人不在';
/** How many pages of the carrier's list are read looking for the check's order. */
const MAX_PAGES = 5;
const CARRIER_OPS = ['listCarrierOrders', 'updateShipment'];

/** What the carrier's journey starts from (delivery.ts). */
export interface CarrierStart {
  memberToken: string | null;
  adminToken: string | null;
  /** What the member can buy (checkout.ts), null when nothing is on sale. */
  goods: Goods | null;
  /** An order that ended before any carrier had it (the check's cancelled one), if found. */
  endedId: number | null;
}

const statusIs = (expected: string) => (b: Body) =>
  same('data.status', (b.data as Body | undefined)?.status, expected);

/**
 * The carrier's page (tag `delivery`) as a carrier (`--carrier-email`): a paid order of the
 * member's, handed over by the administrator (`handOverOrder`, 200 `shipped` with its carrier),
 * is in the carrier's list with where to take it; the carrier moves it along every allowed step
 * of openapi.yaml `updateShipment` (`shipped → picked_up → in_transit → delivery_failed →
 * in_transit → delivered`), is refused a step out of order and a step back (409), a failure
 * without its reason (422), an unknown order (404) and one not handed to it (403); the member's
 * read shows the state and every step, the owner's list shows it delivered. Without a carrier
 * account these operations could not run, whatever their refusals showed. Leaves one delivered
 * order of one piece.
 */
export async function carrierChecks(ctx: CheckContext, start: CarrierStart): Promise<void> {
  const c = ctx.client.call.bind(ctx.client);
  if (!ctx.carrier) {
    const why =
      'no carrier account was given: pass --carrier-email and --carrier-password (a carrier of home delivery)';
    skip(ctx, CARRIER_OPS, why);
    return;
  }
  const { email } = ctx.carrier;
  const login = await c('login', 'carrier', { json: ctx.carrier }, { status: [200, 422] });
  if (typeof login?.access_token !== 'string') {
    const why = login
      ? `no carrier login as ${email} (the backend refused it): pass --carrier-email and --carrier-password`
      : `no carrier login as ${email} (see login)`;
    skip(ctx, CARRIER_OPS, why);
    return;
  }
  const as = { token: login.access_token };
  const move = (
    id: number,
    check: string,
    json: Body,
    status: number,
    more?: (b: Body) => string[],
  ) =>
    c(
      'updateShipment',
      check,
      { ...as, params: { id }, json },
      { status, ...(more && { check: more }) },
    );
  const isChanged = (b: Body) => same('message', b.message, CHANGED);

  await c(
    'listCarrierOrders',
    'an unknown status',
    { ...as, query: { status: 'lost' } },
    { status: 422 },
  );
  await c('handOverOrder', 'a carrier', { ...as, params: { id: NO_SUCH_ID } }, { status: 403 });
  await move(NO_SUCH_ID, 'no such order', { status: 'picked_up' }, 404);
  if (start.endedId)
    await move(
      start.endedId,
      'an order not handed to this carrier',
      { status: 'picked_up' },
      403,
      (b) => same('message', b.message, NOT_YOURS),
    );
  else
    ctx.report.unreachable(
      'updateShipment',
      'an order not handed to this carrier',
      'no ended order found',
    );

  // Its name, as the handed-over order names its carrier.
  const name = (login.user as Body | undefined)?.name;
  const handed = await handedOver(ctx, start, name);
  if ('why' in handed) {
    skip(ctx, CARRIER_OPS, handed.why);
    await logout(ctx, as.token);
    return;
  }
  const { id } = handed;
  await listed(ctx, as.token, id, 'shipped', 'the handed-over order, with where to take it');
  // Every step updateShipment allows, in order, and steps it refuses (docs/adr/0018).
  const steps: [string, Body, number, (b: Body) => string[]][] = [
    ['a step out of order (shipped → delivered)', { status: 'delivered' }, 409, isChanged],
    ['shipped → picked_up', { status: 'picked_up', note: null }, 200, statusIs('picked_up')],
    [
      'delivery_failed without its reason',
      { status: 'delivery_failed' },
      422,
      messages(ctx.contract, 'updateShipment', [['note', 'required with delivery_failed']]),
    ],
    ['picked_up → in_transit', { status: 'in_transit' }, 200, statusIs('in_transit')],
    ['a step back (in_transit → picked_up)', { status: 'picked_up' }, 409, isChanged],
    [
      'in_transit → delivery_failed, with its reason',
      { status: 'delivery_failed', note: FAILURE_NOTE },
      200,
      statusIs('delivery_failed'),
    ],
    ['delivery_failed → in_transit', { status: 'in_transit' }, 200, statusIs('in_transit')],
    ['in_transit → delivered', { status: 'delivered' }, 200, statusIs('delivered')],
    ['a step back from the end (delivered → in_transit)', { status: 'in_transit' }, 409, isChanged],
  ];
  for (const [check, json, status, more] of steps) await move(id, check, json, status, more);
  await listed(ctx, as.token, id, 'delivered', 'the delivered order, by ?status=delivered');
  if (start.memberToken)
    await c(
      'getOrder',
      "the member's order after the carrier's steps",
      { token: start.memberToken, params: { id } },
      { status: 200, check: tracked },
    );
  // The owner's list sees it delivered too (newest first: the check's order leads the page).
  if (start.adminToken)
    await c(
      'listManagedOrders',
      'the delivered order, by ?status=delivered',
      { token: start.adminToken, query: { status: 'delivered' } },
      {
        status: 200,
        check: (b) =>
          ((b.data ?? []) as Body[]).some((o) => o.id === id && o.status === 'delivered')
            ? []
            : [`the delivered order ${id} is not on the first page`],
      },
    );
  await logout(ctx, as.token);
}

/** The steps the journey makes, as the buyer's tracking must show them, oldest first. */
const STEPS: [status: string, note: string | null][] = [
  ['shipped', null],
  ['picked_up', null],
  ['in_transit', null],
  ['delivery_failed', FAILURE_NOTE],
  ['in_transit', null],
  ['delivered', null],
];

/** The member's order is `delivered`, with the carrier's name and every step in its `events`. */
function tracked(body: Body): string[] {
  const data = (body.data ?? {}) as Body;
  const events = ((data.events ?? []) as Body[]).map((e): [unknown, unknown] => [e.status, e.note]);
  const tail = events.slice(-STEPS.length);
  return [
    ...same('data.status', data.status, 'delivered'),
    ...(typeof data.carrier_name === 'string' ? [] : ['data.carrier_name is not the carrier']),
    ...same('the last events (status, note)', tail, STEPS),
  ];
}

/** The member's order paid and handed over by the administrator; else why not. */
async function handedOver(
  ctx: CheckContext,
  { memberToken, adminToken, goods }: CarrierStart,
  carrierName: unknown,
): Promise<{ id: number } | { why: string }> {
  if (!memberToken) return { why: 'no handed-over order: no member token' };
  if (!adminToken)
    return { why: 'no handed-over order: no administrator login (see listManagedOrders)' };
  if (!goods) return { why: 'no handed-over order: no product on sale with two pieces in stock' };
  const paid = await paidOrder(ctx, memberToken, goods);
  if ('why' in paid) {
    ctx.report.unreachable('handOverOrder', 'a paid order', paid.why);
    return paid;
  }
  const handed = await ctx.client.call(
    'handOverOrder',
    'a paid order',
    { token: adminToken, params: { id: paid.id } },
    {
      // 409: the contract's answer when home delivery has no carrier account (said below).
      status: [200, 409],
      check: (b) =>
        b.data === undefined
          ? []
          : [
              ...statusIs('shipped')(b),
              ...(typeof (b.data as Body).carrier_name === 'string'
                ? []
                : ['data.carrier_name is not the carrier']),
            ],
    },
  );
  if (handed && handed.data === undefined) {
    const why = `no handed-over order: the backend refused it (409 "${String(handed.message)}"): is --carrier-email a carrier of home delivery?`;
    ctx.report.unreachable('handOverOrder', 'a paid order', why);
    return { why };
  }
  const to = (handed?.data as Body | undefined)?.carrier_name;
  if (handed && carrierName !== undefined && to !== carrierName)
    return {
      why: `the order went to the carrier ${JSON.stringify(to)}, not ${JSON.stringify(carrierName)}: give a carrier of home delivery`,
    };
  return handed
    ? paid
    : { why: 'the administrator could not hand the order over (see handOverOrder)' };
}

/**
 * The carrier's list (`status` narrowing it) holds order `id` in that state, with the address
 * the member gave: read page by page, up to `MAX_PAGES`.
 */
async function listed(ctx: CheckContext, token: string, id: number, status: string, check: string) {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await ctx.client.answer('listCarrierOrders', check, {
      token,
      query: { status, page },
    });
    if (!body) return;
    if (body.status === 429) {
      ctx.report.limited('listCarrierOrders', check, Number(body.headers.get('retry-after')));
      return;
    }
    if (body.status !== 200) {
      ctx.report.deviate('listCarrierOrders', check, `expected 200, got ${body.status}`);
      return;
    }
    const found = ((body.body.data ?? []) as Body[]).find((o) => o.id === id);
    if (found) {
      const problems = [
        ...same(`order ${id}'s status`, found.status, status),
        ...(['recipient_phone', 'postal_code', 'district', 'address_line'] as const).flatMap((f) =>
          same(`order ${id}'s ${f}`, found[f], RECIPIENT[f]),
        ),
      ];
      for (const problem of problems) ctx.report.deviate('listCarrierOrders', check, problem);
      if (problems.length === 0) ctx.report.pass('listCarrierOrders', check);
      return;
    }
    const meta = (body.body.meta ?? {}) as Body;
    if (page >= Number(meta.last_page ?? 1)) break;
  }
  ctx.report.deviate('listCarrierOrders', check, `the handed-over order ${id} is not listed`);
}

async function logout(ctx: CheckContext, token: string): Promise<void> {
  await ctx.client.call('logout', 'the carrier', { token }, { status: 200 });
}
