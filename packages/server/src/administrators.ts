import { DEMO_ADMIN, NAME_MIN_LENGTH, isEmailAddress, passwordProblems } from '@folio/rules';
import { hashPassword, verifyPassword } from './crypto.ts';
import type { Store } from './store/index.ts';

/**
 * Who may administer a server (docs/adr/0011-secure-defaults-and-limits.md, "The first
 * administrator"): the public demo administrator exists only on loopback; a server others can
 * reach gets its administrator from the operator, by ADMIN_EMAIL / ADMIN_PASSWORD at first start
 * or by `pnpm admin:create`, and refuses to start while the demo account keeps its public password.
 */

export interface AdministratorInput {
  email: string;
  name: string;
  password: string;
}

const PROBLEM_WORDS = {
  minLength: 'at least 8 characters',
  maxLength: 'at most 255 characters',
  lowercase: 'a lowercase letter',
  uppercase: 'an uppercase letter',
  symbol: 'a special symbol',
} as const;

/**
 * Why these credentials cannot make an administrator, in words for the operator (English, like
 * every start-up message); empty when they can. The password follows the members' rule
 * (docs/requirements.md §5) and is never the demo administrator's, which is published.
 */
export function administratorProblems({ email, name, password }: AdministratorInput): string[] {
  const problems: string[] = [];
  if (!isEmailAddress(email)) problems.push(`"${email}" is not an e-mail address`);
  if ([...name.trim()].length < NAME_MIN_LENGTH) {
    problems.push(`the name needs at least ${NAME_MIN_LENGTH} characters`);
  }
  if (password === DEMO_ADMIN.password) {
    problems.push('the password is the demo administrator’s, which is public');
  } else {
    const missing = passwordProblems(password).map((problem) => PROBLEM_WORDS[problem]);
    if (missing.length > 0) problems.push(`the password needs ${missing.join(', ')}`);
  }
  return problems;
}

/** The name an administrator gets when the operator gives none (the app bar shows it). */
export const DEFAULT_ADMINISTRATOR_NAME = '管理員';
/** The name a carrier's account gets when the operator gives none (`--role carrier`). */
export const DEFAULT_CARRIER_NAME = '貨運';

/**
 * Makes `input` an administrator (or, with `role`, a carrier's account: docs/adr/0031) with that
 * password: a new verified account, or an existing one
 * promoted, verified, given the new password, and signed out everywhere (its tokens and any reset
 * link revoked). Throws when `administratorProblems` has something to say.
 */
export async function setAdministrator(
  store: Store,
  input: AdministratorInput,
  role: 'admin' | 'carrier' = 'admin',
): Promise<'created' | 'updated'> {
  const problems = administratorProblems(input);
  if (problems.length > 0) throw new Error(problems.join('; '));
  const passwordHash = await hashPassword(input.password);
  return store.users.setAdministrator({
    name: input.name.trim(),
    email: input.email,
    passwordHash,
    role,
  });
}

/**
 * The operator's first administrator (ADMIN_EMAIL, ADMIN_PASSWORD): created when no account has
 * that address, left as it is otherwise (a restart never resets a password someone changed).
 */
export async function ensureFirstAdministrator(
  store: Store,
  input: AdministratorInput,
): Promise<boolean> {
  if (await store.users.exists(input.email)) return false;
  await setAdministrator(store, input);
  return true;
}

/** True while the demo administrator's account exists and its published password still opens it. */
export async function demoAdministratorIsPublic(store: Store): Promise<boolean> {
  const account = await store.users.byEmail(DEMO_ADMIN.email);
  return account !== undefined && (await verifyPassword(account.password, DEMO_ADMIN.password));
}
