import type { Body } from '../http.ts';
import { carrierChecks } from './carrier.ts';
import type { Goods } from './checkout.ts';
import { placedOrder } from './paidOrder.ts';
import { invalid, same, skip, unauthenticated, type CheckContext } from './shared.ts';

/** An id no backend has yet (the contract's largest). */
const NO_SUCH_ID = 2147483647;

/**
 * The owner's writes (`cancelManagedOrder`, `handOverOrder`) and the carrier's page (tag
 * `delivery`): refused to a visitor (401) and to a member (403, before anything is looked up);
 * as an administrator, an unknown order (404), a reason too long (422), and an order that has
 * ended, found among the cancelled ones (409 for both writes; the check's own order, which the
 * orders' checks cancelled). Then the carrier's journey (carrier.ts), which needs a carrier
 * account (`--carrier-email`): without one, its refusals alone make no verdict.
 */
export async function deliveryChecks(
  ctx: CheckContext,
  memberToken: string | null,
  adminToken: string | null,
  goods: Goods | null,
): Promise<void> {
  const endedId = await ownerChecks(ctx, memberToken, adminToken);
  if (adminToken) await ownerCancel(ctx, memberToken, adminToken, goods);
  // Refused to others, never run by an administrator: no verdict from the refusals alone.
  else skip(ctx, ['handOverOrder', 'cancelManagedOrder'], 'no administrator login (see login)');
  await carrierChecks(ctx, { memberToken, adminToken, goods, endedId });
}

/** The refusals above; answers the id of the ended order found, if any. */
async function ownerChecks(
  ctx: CheckContext,
  memberToken: string | null,
  adminToken: string | null,
): Promise<number | null> {
  const { contract } = ctx;
  const c = ctx.client.call.bind(ctx.client);
  const byId = { params: { id: NO_SUCH_ID } };

  await c('listCarrierOrders', 'no token', {}, { status: 401, check: unauthenticated });
  await c(
    'updateShipment',
    'no token',
    { ...byId, json: { status: 'picked_up' } },
    { status: 401, check: unauthenticated },
  );
  await c('handOverOrder', 'no token', byId, { status: 401, check: unauthenticated });
  await c(
    'cancelManagedOrder',
    'no token',
    { ...byId, json: {} },
    { status: 401, check: unauthenticated },
  );
  if (memberToken) {
    const as = { token: memberToken };
    // The contract's CarrierOnly answer.
    const isCarrierOnly = (b: Body) => same('message', b.message, '只有貨運帳號可以使用配送頁面');
    await c('listCarrierOrders', 'a member', as, { status: 403, check: isCarrierOnly });
    await c(
      'updateShipment',
      'a member',
      { ...as, ...byId, json: { status: 'picked_up' } },
      { status: 403, check: isCarrierOnly },
    );
    await c('handOverOrder', 'a member', { ...as, ...byId }, { status: 403 });
    await c('cancelManagedOrder', 'a member', { ...as, ...byId, json: {} }, { status: 403 });
  }
  if (!adminToken) return null;
  const as = { token: adminToken };
  await c('handOverOrder', 'no such order', { ...as, ...byId }, { status: 404 });
  await c('cancelManagedOrder', 'no such order', { ...as, ...byId, json: {} }, { status: 404 });
  await c(
    'cancelManagedOrder',
    'a reason of 201 characters',
    { ...as, ...byId, json: { reason: '字'.repeat(201) } },
    invalid(contract, 'cancelManagedOrder', [['reason', 'maxLength']]),
  );
  const cancelled = await c(
    'listManagedOrders',
    'cancelled orders (for the owner’s writes)',
    { ...as, query: { status: 'cancelled' } },
    { status: 200 },
  );
  const ended = ((cancelled?.data as Body[] | undefined) ?? [])[0];
  if (!ended) {
    ctx.report.unreachable('handOverOrder', 'journey', 'no cancelled order to be refused');
    return null;
  }
  const params = { id: Number(ended.id) };
  await c('handOverOrder', 'a cancelled order', { ...as, params }, { status: 409 });
  await c('cancelManagedOrder', 'a cancelled order', { ...as, params, json: {} }, { status: 409 });
  return params.id;
}

/** The reason the owner's cancellation gives. */
const REASON = '合約檢查：買家來電取消';

/**
 * The owner cancels a member's unpaid order (`200`, `cancelled`, its stock back): the member's
 * read shows it, with the reason as the last event's note. Needs a member and goods on sale.
 */
async function ownerCancel(
  ctx: CheckContext,
  memberToken: string | null,
  adminToken: string,
  goods: Goods | null,
): Promise<void> {
  const check = "a member's unpaid order, with a reason";
  if (!memberToken || !goods) {
    const why = memberToken ? 'no product on sale with two pieces in stock' : 'no member token';
    ctx.report.unreachable('cancelManagedOrder', check, why);
    return;
  }
  const placed = await placedOrder(ctx, memberToken, goods, 'for the owner to cancel');
  if ('why' in placed) {
    ctx.report.unreachable('cancelManagedOrder', check, placed.why);
    return;
  }
  const params = { id: placed.id };
  const isCancelled = (b: Body) => same('data.status', (b.data as Body).status, 'cancelled');
  const cancelled = await ctx.client.call(
    'cancelManagedOrder',
    check,
    { token: adminToken, params, json: { reason: REASON } },
    { status: 200, check: isCancelled },
  );
  if (!cancelled) return;
  await ctx.client.call(
    'getOrder',
    'cancelled by the owner',
    { token: memberToken, params },
    {
      status: 200,
      check: (b) => [
        ...isCancelled(b),
        ...same("the last event's note", ((b.data as Body).events as Body[]).at(-1)?.note, REASON),
      ],
    },
  );
}
