import type { CheckContext } from './shared.ts';

/** Wrong logins the check sends at most for one e-mail before it expects a 429. */
const LOGIN_TRIES = 10;

/**
 * The login limit exists (openapi.yaml Conventions "Rate limits": per e-mail and address; the
 * reference server allows 5 a minute): wrong passwords for one address of no account, until a
 * documented 429 with Retry-After answers. It uses an address of its own, so no account of the
 * check is locked out.
 */
export async function loginLimitChecks(ctx: CheckContext, unique: string): Promise<void> {
  const check = `${LOGIN_TRIES} wrong logins for one e-mail`;
  const json = { email: `check-${unique}-limit@example.com`, password: 'Wrong#2024x' };
  for (let i = 1; i <= LOGIN_TRIES; i++) {
    const answer = await ctx.client.answer('login', check, { json });
    if (!answer) return; // the deviation or the reason is in the report
    if (answer.status === 429) {
      ctx.report.pass('login', `a 429 with Retry-After after ${i - 1} wrong logins for one e-mail`);
      return;
    }
    if (answer.status !== 422) {
      ctx.report.deviate('login', check, `expected 422 or 429, got ${answer.status}`);
      return;
    }
  }
  ctx.report.deviate(
    'login',
    check,
    `no 429 after ${LOGIN_TRIES} wrong logins for one e-mail from one address: the contract limits login per e-mail and address`,
  );
}
