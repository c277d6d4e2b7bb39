import type { CheckContext } from '../context.ts';
import type { Contract } from '../contract.ts';
import type { Body, Expectation } from '../http.ts';

export type { CheckContext } from '../context.ts';

/** A 1×1 PNG: the image the journeys upload (an event's, a product's). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const same = (what: string, actual: unknown, expected: unknown): string[] =>
  JSON.stringify(actual) === JSON.stringify(expected)
    ? []
    : [`${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`];

/**
 * A check of a 422 body: every listed field has its documented message (the contract's
 * "Validation messages" table) among its errors.
 */
export function messages(
  contract: Contract,
  operationId: string,
  expected: [field: string, rule: string][],
): (body: Body) => string[] {
  return (body) => {
    const errors = (body.errors ?? {}) as Record<string, string[]>;
    const problems: string[] = [];
    for (const [field, rule] of expected) {
      const message = contract.message(operationId, field, rule).replace('{field}', field);
      if (!errors[field]?.includes(message))
        problems.push(
          `errors.${field} is ${JSON.stringify(errors[field] ?? null)}, expected to hold "${message}" (${rule})`,
        );
    }
    return problems;
  };
}

/** A 422 answer whose body has every listed field's documented message (see `messages`). */
export const invalid = (
  contract: Contract,
  operationId: string,
  expected: [field: string, rule: string][],
): Expectation => ({ status: 422, check: messages(contract, operationId, expected) });

/** A check of a 422 body: each of `fields` has its documented "required" message. */
export const required = (contract: Contract, operationId: string, fields: string[]) =>
  messages(
    contract,
    operationId,
    fields.map((field): [string, string] => [field, 'required']),
  );

/** The 401 body of the contract's Conventions. */
export const unauthenticated = (body: Body) => same('message', body.message, 'Unauthenticated.');

/** Marks each operation of `ids` as not reached by the check (default the journey), and why. */
export function skip(ctx: CheckContext, ids: string[], why: string, check = 'journey'): void {
  for (const id of ids) ctx.report.unreachable(id, check, why);
}

/** The administrator's session of a run: logged in once, by the first check that needs it. */
const sessions = new WeakMap<CheckContext, Promise<{ token: string } | { why: string }>>();

/**
 * The administrator's token (the demo administrator unless the check is given another), logged
 * in once a run; else why not. Credentials the backend refuses (`422`) are the caller's
 * mistake, not a deviation of `login`: the operations that need them could not run.
 */
export function adminSession(ctx: CheckContext): Promise<{ token: string } | { why: string }> {
  let session = sessions.get(ctx);
  if (!session) {
    const { email } = ctx.admin;
    session = ctx.client
      .call('login', 'administrator', { json: ctx.admin }, { status: [200, 422] })
      .then((body) =>
        typeof body?.access_token === 'string'
          ? { token: body.access_token }
          : {
              why: body
                ? `no administrator login as ${email} (the backend refused it): pass --admin-email and --admin-password`
                : `no administrator login as ${email} (see login)`,
            },
      );
    sessions.set(ctx, session);
  }
  return session;
}

/** Logs the administrator's session out, if a check opened one. */
export async function endAdminSession(ctx: CheckContext): Promise<void> {
  const session = await sessions.get(ctx);
  if (session && 'token' in session)
    await ctx.client.call('logout', 'the administrator', { token: session.token }, { status: 200 });
}
