import type { Body } from '../http.ts';
import { invalid, required, same, skip, unauthenticated, type CheckContext } from './shared.ts';

/** The account the journey registers, and the token of its login (null when that failed). */
export interface Account {
  email: string;
  password: string;
  token: string | null;
}

/**
 * Registration, the verification mail and its link, login and the token: the account every
 * later check uses.
 */
export async function memberChecks(ctx: CheckContext, unique: string): Promise<Account> {
  const { contract, client, report, mailbox } = ctx;
  const c = client.call.bind(client);
  const email = `check-${unique}@example.com`;
  const password = 'Check#2024a';

  // ── registration ──
  await c(
    'checkEmail',
    'free address',
    { json: { email } },
    { status: 200, check: (b) => same('exists', b.exists, false) },
  );
  await c(
    'checkEmail',
    'field not in the schema',
    { json: { email, nickname: 'x' } },
    invalid(contract, 'checkEmail', [['nickname', 'not in the schema']]),
  );
  await c(
    'checkEmail',
    'malformed JSON',
    { raw: { type: 'application/json', body: '{"email": ' } },
    invalid(contract, 'checkEmail', [['body', 'malformed JSON']]),
  );
  await c(
    'checkEmail',
    'another media type',
    { raw: { type: 'text/plain', body: email } },
    {
      status: 422,
      check: (b) => {
        const errors = (b.errors ?? {}) as Record<string, string[]>;
        const prefix = contract.message('checkEmail', 'body', 'another media type').split('{')[0];
        return errors.body?.some((m) => m.startsWith(prefix ?? ''))
          ? []
          : [`errors.body is ${JSON.stringify(errors.body ?? null)}, expected "${prefix}…"`];
      },
    },
  );
  await c(
    'register',
    'invalid fields',
    { json: { name: 'x', email: 'not-an-email', password: 'short', password_confirmation: 'x' } },
    invalid(contract, 'register', [
      ['name', 'minLength'],
      ['email', 'format'],
      ['password', 'minLength'],
    ]),
  );
  const mailsBefore = mailbox.received.length;
  const registered = await c(
    'register',
    'new account',
    { json: { name: '檢查員', email, password, password_confirmation: password } },
    { status: 201 },
  );
  await c(
    'checkEmail',
    'registered address',
    { json: { email } },
    { status: 200, check: (b) => same('exists', b.exists, true) },
  );
  await c(
    'register',
    'address already registered',
    { json: { name: '檢查員', email, password, password_confirmation: password } },
    invalid(contract, 'register', [['email', 'already registered']]),
  );
  if (!registered) {
    skip(
      ctx,
      ['verifyEmail', 'login', 'checkToken', 'logout', 'changePassword'],
      'register failed',
    );
  }

  // ── e-mail verification ──
  await c(
    'login',
    'unverified account (the legacy 500)',
    { json: { email, password } },
    { status: 500 },
  );
  await c(
    'login',
    'missing fields',
    { json: { email: '', password: '' } },
    {
      status: 422,
      check: required(contract, 'login', ['email', 'password']),
    },
  );
  await c(
    'resendVerificationEmail',
    'unverified account',
    { json: { email, password } },
    { status: 200 },
  );
  const verifyLink = registered
    ? await mailbox.waitForLink(email, /\/email-verify$/, mailsBefore, ctx.mailTimeoutMs)
    : null;
  if (registered && !verifyLink)
    report.deviate(
      'register',
      'verification mail',
      `no mail with an /email-verify link reached the SMTP sink within ${ctx.mailTimeoutMs} ms`,
    );
  if (verifyLink) {
    report.pass('register', 'verification mail with an /email-verify link');
    // The resend's own mail: a second verification mail (the register's came first).
    const resent = 'unverified account: its mail';
    if (await mailbox.waitForLinks(email, /\/email-verify$/, mailsBefore, 2, ctx.mailTimeoutMs))
      report.pass('resendVerificationEmail', resent);
    else
      report.deviate(
        'resendVerificationEmail',
        resent,
        `no second mail with an /email-verify link reached the SMTP sink within ${ctx.mailTimeoutMs} ms`,
      );
    const q = Object.fromEntries(verifyLink.searchParams);
    const params = { id: q.id ?? '', hash: q.hash ?? '' };
    const query = { expires: q.expires ?? '', signature: q.signature ?? '' };
    const tampered = query.signature.replace(/^./, (ch) => (ch === '0' ? '1' : '0'));
    await c(
      'verifyEmail',
      'tampered signature',
      { params, query: { ...query, signature: tampered } },
      { status: 403 },
    );
    await c(
      'verifyEmail',
      'malformed expires',
      { params, query: { ...query, expires: 'soon' } },
      invalid(contract, 'verifyEmail', [['expires', 'malformed']]),
    );
    await c('verifyEmail', 'link from the mail', { params, query }, { status: 200 });
  } else skip(ctx, ['verifyEmail'], 'no verification link');

  // ── session ──
  await c(
    'login',
    'wrong credentials',
    { json: { email: `nobody-${unique}@example.com`, password } },
    invalid(contract, 'login', [['email', 'no account matches']]),
  );
  const login = await c(
    'login',
    'verified account',
    { json: { email, password } },
    {
      status: 200,
      check: (b) => same('user.email', (b.user as Body | undefined)?.email, email),
    },
  );
  const token = typeof login?.access_token === 'string' ? login.access_token : null;
  // Only a verified account (a login) can be "already verified": else the step proves nothing.
  if (verifyLink && token)
    await c(
      'resendVerificationEmail',
      'already verified',
      { json: { email, password } },
      { status: 200, check: (b) => same('message', b.message, 'Email 已經驗證過了') },
    );
  else
    report.unreachable(
      'resendVerificationEmail',
      'already verified',
      verifyLink ? 'no token (login failed)' : 'no verification link',
    );
  await c('checkToken', 'no token', {}, { status: 401, check: unauthenticated });
  await c(
    'checkToken',
    'unknown token',
    { token: '999999|nosuchtoken' },
    { status: 401, check: unauthenticated },
  );
  if (token)
    await c(
      'checkToken',
      'valid token',
      { token },
      { status: 200, check: (b) => same('user.email', (b.user as Body | undefined)?.email, email) },
    );
  return { email, password, token };
}
