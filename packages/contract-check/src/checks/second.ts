import type { Body } from '../http.ts';
import type { CheckContext } from './shared.ts';

/**
 * A second member: what belongs to one member (a booking, a task, an event, an order) is refused
 * to another (openapi.yaml Conventions "Ownership", the 403 of `cancelBooking`, the tasks and the
 * orders). The token is null, with the reason, when the account could not be made.
 */
export interface Second {
  token: string | null;
  /** Why there is no token. */
  why: string;
}

/** Registers, verifies (the link from the mail) and logs in a second account. */
export async function secondMember(ctx: CheckContext, unique: string): Promise<Second> {
  const { client, mailbox } = ctx;
  const c = client.call.bind(client);
  const email = `check-${unique}-b@example.com`;
  const password = 'Check#2024b';
  const since = mailbox.received.length;
  const check = 'a second account';
  const registered = await c(
    'register',
    check,
    { json: { name: '第二位檢查員', email, password, password_confirmation: password } },
    { status: 201 },
  );
  if (!registered) return { token: null, why: 'no second account (register failed)' };
  const link = await mailbox.waitForLink(email, /\/email-verify$/, since, ctx.mailTimeoutMs);
  if (!link) return { token: null, why: 'no second account (no verification mail)' };
  const q = Object.fromEntries(link.searchParams);
  const verified = await c(
    'verifyEmail',
    `${check}'s link`,
    {
      params: { id: q.id ?? '', hash: q.hash ?? '' },
      query: { expires: q.expires ?? '', signature: q.signature ?? '' },
    },
    { status: 200 },
  );
  if (!verified) return { token: null, why: 'no second account (verification failed)' };
  const login = await c('login', check, { json: { email, password } }, { status: 200 });
  const token = typeof login?.access_token === 'string' ? login.access_token : null;
  return { token, why: 'no second account (login failed)' };
}

/** A check of a list body: it does not show the item `id` of another member. */
export const without =
  (what: string, id: number) =>
  (body: Body): string[] =>
    ((body.data ?? []) as Body[]).some((x) => x.id === id)
      ? [`another member's ${what} ${id} is in data`]
      : [];

/** Another member's update of the first member's event is refused (Conventions "Ownership"). */
export async function eventOwnershipChecks(
  ctx: CheckContext,
  second: Second,
  event: { id: number; fields: () => FormData } | null,
): Promise<void> {
  const check = "another member's event";
  if (!event) return;
  if (!second.token) {
    ctx.report.unreachable('updateEvent', check, second.why);
    return;
  }
  await ctx.client.call(
    'updateEvent',
    check,
    {
      token: second.token,
      params: { id: event.id },
      query: { _method: 'PUT' },
      form: event.fields,
    },
    { status: 403 },
  );
}
