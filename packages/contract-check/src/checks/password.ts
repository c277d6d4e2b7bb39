import { invalid, same, unauthenticated, type CheckContext } from './shared.ts';
import type { Account } from './member.ts';

/**
 * The password change with the account's token, then logout: the token is revoked and the new
 * password logs in. Answers whether the password changed and the new login's token.
 */
export async function passwordChecks(
  ctx: CheckContext,
  { email, password }: Account,
  token: string,
): Promise<{ changed: boolean; token: string | null }> {
  const { contract, client } = ctx;
  const c = client.call.bind(client);
  const newPassword = 'Check#2024b';
  await c(
    'changePassword',
    'wrong current password',
    {
      token,
      json: {
        password: 'Wrong#0000',
        new_password: newPassword,
        new_password_confirmation: newPassword,
      },
    },
    invalid(contract, 'changePassword', [['password', 'not the current password']]),
  );
  const changed = await c(
    'changePassword',
    'current password',
    {
      token,
      json: { password, new_password: newPassword, new_password_confirmation: newPassword },
    },
    { status: 200 },
  );
  await c('logout', 'the token used for the change', { token }, { status: 200 });
  await c('checkToken', 'revoked token', { token }, { status: 401, check: unauthenticated });
  await c('logout', 'revoked token', { token }, { status: 401, check: unauthenticated });
  const current = changed ? newPassword : password;
  const again = await c(
    'login',
    changed ? 'new password' : 'password (unchanged)',
    { json: { email, password: current } },
    { status: 200 },
  );
  const second = typeof again?.access_token === 'string' ? again.access_token : null;
  return { changed: Boolean(changed), token: second };
}

/** Forgot → mail → reset; then the reset password logs in and old tokens are revoked. */
export async function forgotChecks(
  ctx: CheckContext,
  email: string,
  resetPassword: string,
  token: string | null,
  canLogIn: boolean,
): Promise<void> {
  const c = ctx.client.call.bind(ctx.client);
  const { contract, mailbox, report } = ctx;
  await c(
    'forgotPassword',
    'malformed address',
    { json: { email: 'not-an-email' } },
    invalid(contract, 'forgotPassword', [['email', 'format']]),
  );
  const before = mailbox.received.length;
  const sent = await c(
    'forgotPassword',
    'registered address',
    { json: { email } },
    { status: 200 },
  );
  await c(
    'forgotPassword',
    'address without an account (same answer)',
    { json: { email: `nobody-${email}` } },
    { status: 200, check: (b) => (sent ? same('message', b.message, sent.message) : []) },
  );
  await c(
    'resetPassword',
    'invalid token',
    {
      json: { token: 'nope', email, password: resetPassword, password_confirmation: resetPassword },
    },
    invalid(contract, 'resetPassword', [['email', 'invalid token']]),
  );
  const link = sent
    ? await mailbox.waitForLink(email, /\/reset-password$/, before, ctx.mailTimeoutMs)
    : null;
  if (sent && !link) {
    report.deviate(
      'forgotPassword',
      'reset mail',
      `no mail with a /reset-password link reached the SMTP sink within ${ctx.mailTimeoutMs} ms`,
    );
  }
  if (!link) {
    report.unreachable('resetPassword', 'journey', 'no reset link');
    return;
  }
  report.pass('forgotPassword', 'reset mail with a /reset-password link');
  const resetToken = link.searchParams.get('token') ?? '';
  const linkEmail = link.searchParams.get('email') ?? '';
  await c(
    'resetPassword',
    'weak password',
    {
      json: {
        token: resetToken,
        email: linkEmail,
        password: 'weakpass',
        password_confirmation: 'weakpass',
      },
    },
    invalid(contract, 'resetPassword', [['password', 'no upper-case letter']]),
  );
  const reset = await c(
    'resetPassword',
    'token from the mail',
    {
      json: {
        token: resetToken,
        email: linkEmail,
        password: resetPassword,
        password_confirmation: resetPassword,
      },
    },
    { status: 200 },
  );
  if (!reset) return;
  await c(
    'resetPassword',
    'token used twice',
    {
      json: {
        token: resetToken,
        email: linkEmail,
        password: resetPassword,
        password_confirmation: resetPassword,
      },
    },
    { status: 422 },
  );
  if (token)
    await c(
      'checkToken',
      'token issued before a reset',
      { token },
      { status: 401, check: unauthenticated },
    );
  if (!canLogIn) return;
  const login = await c(
    'login',
    'reset password',
    { json: { email, password: resetPassword } },
    { status: 200 },
  );
  if (typeof login?.access_token === 'string')
    await c('logout', 'after the reset', { token: login.access_token }, { status: 200 });
}
