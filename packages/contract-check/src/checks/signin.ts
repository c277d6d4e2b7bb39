import type { Body } from '../http.ts';
import { messages, type CheckContext } from './shared.ts';

/** A provider id no backend is configured for (the contract's id pattern). */
const UNKNOWN = 'contract-check-none';

/**
 * The sign-in with an identity provider (tag `signin`), as far as a check without a provider
 * account can go: the list, each refusal the contract words, and with a token the member's empty
 * list of links. A whole sign-in needs a person at the provider; the reference server's own tests
 * walk it through its development provider (packages/server/test/signin.test.ts).
 */
export async function signinChecks(ctx: CheckContext, token: string | null) {
  const { contract, client } = ctx;
  const c = client.call.bind(client);
  const message = (operationId: string, field: string, rule: string) =>
    messages(contract, operationId, [[field, rule]]);
  const callback = client.url('/').origin + '/callback';

  const listed = await c('listSigninProviders', 'the configured providers', {}, { status: 200 });
  const first = ((listed?.data ?? []) as Body[])[0]?.id;
  await c(
    'startSignin',
    'a provider the backend is not configured for',
    { params: { provider: UNKNOWN }, json: { redirect_uri: callback } },
    { status: 404 },
  );
  await c(
    'startSignin',
    'a return path of another site',
    { params: { provider: UNKNOWN }, json: { redirect_uri: callback, return_to: '//elsewhere' } },
    { status: 422, check: message('startSignin', 'return_to', 'any rule') },
  );
  if (typeof first === 'string') {
    await c(
      'startSignin',
      'a redirect URI of another site',
      {
        params: { provider: first },
        json: { redirect_uri: 'https://contract-check.invalid/callback' },
      },
      { status: 422, check: message('startSignin', 'redirect_uri', 'any rule') },
    );
  }
  await c(
    'finishSignin',
    'a state no sign-in started',
    { json: { state: `contract-check-${Date.now()}`, code: 'x', binding: 'x'.repeat(40) } },
    { status: 422, check: message('finishSignin', 'state', 'unknown, used already or expired') },
  );
  await c(
    'finishSignin',
    'no binding',
    { json: { state: 'x', code: 'x' } },
    { status: 422, check: message('finishSignin', 'binding', 'any rule') },
  );

  await c('listLinkedProviders', 'no token', {}, { status: 401 });
  await c(
    'startLink',
    'no token',
    { params: { provider: UNKNOWN }, json: { redirect_uri: callback } },
    { status: 401 },
  );
  await c('unlinkProvider', 'no token', { params: { provider: UNKNOWN } }, { status: 401 });
  if (!token) {
    for (const id of ['listLinkedProviders', 'startLink', 'unlinkProvider']) {
      ctx.report.unreachable(id, 'journey', 'no token (login failed)');
    }
    return;
  }
  await c(
    'listLinkedProviders',
    'a member who logged in with a password',
    { token },
    {
      status: 200,
      check: (b) => [
        ...(b.has_password === true ? [] : ['has_password is not true']),
        ...(Array.isArray(b.data) && b.data.length === 0 ? [] : ['data is not an empty list']),
      ],
    },
  );
  await c(
    'startLink',
    'a provider the backend is not configured for',
    { token, params: { provider: UNKNOWN }, json: { redirect_uri: callback } },
    { status: 404 },
  );
  await c(
    'unlinkProvider',
    'a provider the member has not linked',
    { token, params: { provider: UNKNOWN } },
    { status: 404 },
  );
  await c(
    'unlinkProvider',
    'a malformed provider id',
    { token, params: { provider: 'NOT-AN-ID' } },
    { status: 422, check: message('unlinkProvider', 'provider', 'any rule') },
  );
}
