import { invalid, same, type CheckContext } from './shared.ts';

/**
 * The sign-in link by mail (openapi.yaml `requestLoginLink`, `loginWithLink`): a malformed
 * address is refused; an address with or without an account gets the same answer; the mailed
 * link logs in once, and is refused the second time.
 */
export async function loginLinkChecks(ctx: CheckContext, email: string): Promise<void> {
  const c = ctx.client.call.bind(ctx.client);
  const { contract, mailbox, report } = ctx;
  await c(
    'requestLoginLink',
    'malformed address',
    { json: { email: 'not-an-email' } },
    invalid(contract, 'requestLoginLink', [['email', 'format']]),
  );
  const before = mailbox.received.length;
  const sent = await c(
    'requestLoginLink',
    'verified account',
    { json: { email } },
    { status: 200 },
  );
  await c(
    'requestLoginLink',
    'address without an account (same answer)',
    { json: { email: `nobody-${email}` } },
    { status: 200, check: (b) => (sent ? same('message', b.message, sent.message) : []) },
  );
  const link = sent
    ? await mailbox.waitForLink(email, /\/login-new$/, before, ctx.mailTimeoutMs)
    : null;
  if (sent && !link) {
    report.deviate(
      'requestLoginLink',
      'sign-in mail',
      `no mail with a /login-new?link= link reached the SMTP sink within ${ctx.mailTimeoutMs} ms`,
    );
  }
  const token = link?.searchParams.get('link');
  if (!token) {
    report.unreachable('loginWithLink', 'journey', 'no sign-in link mailed');
    return;
  }
  report.pass('requestLoginLink', 'sign-in mail with a /login-new?link= link');
  await c(
    'loginWithLink',
    'token from the mail',
    { json: { token } },
    { status: 200, check: (b) => (typeof b.access_token === 'string' ? [] : ['no access_token']) },
  );
  await c(
    'loginWithLink',
    'the same token again',
    { json: { token } },
    invalid(contract, 'loginWithLink', [
      ['token', 'unknown, used, expired or older than the password'],
    ]),
  );
}
