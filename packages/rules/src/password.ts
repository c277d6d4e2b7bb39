import { messages } from './messages.ts';

/**
 * The rule every new password follows (register, reset, change): docs/requirements.md §5
 * "Password rule: one definition". The form and the server both call `passwordProblems`; the
 * contract's `NewPassword` schema (openapi.yaml) has `minLength`, `maxLength` and a `pattern` equal
 * to the ones here, which a test checks.
 *
 * - Length counts code points (what JSON Schema's `minLength` counts): `中文` is 2, `😀` is 1, and
 *   `é` written as `e` plus a combining accent is 2.
 * - Letters and symbols are Unicode general categories, as Laravel's `Password::mixedCase()` and
 *   `Password::symbols()` define them: a lowercase letter is `Ll` (`a`, `é`, `ß`), an uppercase
 *   letter `Lu` (`A`, `É`), a special symbol any punctuation `P`, symbol `S` or separator `Z`
 *   (`!`, `_`, `€`, `😀`, a space, `！`). `中` is a letter of neither case, so it is none of the three.
 * - The characters are checked as typed: no trimming, no Unicode normalisation.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

const LOWERCASE = '\\p{Ll}';
const UPPERCASE = '\\p{Lu}';
const SYMBOL = '[\\p{P}\\p{S}\\p{Z}]';

/**
 * The character rules as one ECMAScript pattern (needs the `u` flag, as JSON Schema validators
 * such as Ajv apply): openapi.yaml's `NewPassword.pattern` is exactly this text. `[\s\S]` rather
 * than `.`, so a line break in a password does not hide what follows it.
 */
export const PASSWORD_PATTERN = `^(?=[\\s\\S]*${LOWERCASE})(?=[\\s\\S]*${UPPERCASE})(?=[\\s\\S]*${SYMBOL})`;

const CHARACTER_RULES = [
  ['lowercase', new RegExp(LOWERCASE, 'u')],
  ['uppercase', new RegExp(UPPERCASE, 'u')],
  ['symbol', new RegExp(SYMBOL, 'u')],
] as const;

/** One way a password breaks the rule. */
export type PasswordProblem = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'symbol';

/** The message of each problem (docs/requirements.md §5). */
export const passwordProblemMessages: Record<PasswordProblem, string> = {
  minLength: messages.passwordMin,
  maxLength: messages.passwordMax,
  lowercase: messages.passwordLowercase,
  uppercase: messages.passwordUppercase,
  symbol: messages.passwordSymbol,
};

/** The length the rule counts: code points. */
function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * Every way `password` breaks the rule, in the order of docs/requirements.md §5 (length, then
 * lowercase, uppercase, symbol); empty when it follows the rule. "Required" is the form's and the
 * server's own first check, with wording that differs per form.
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) problems.push('minLength');
  if (length > PASSWORD_MAX_LENGTH) problems.push('maxLength');
  for (const [problem, pattern] of CHARACTER_RULES) {
    if (!pattern.test(password)) problems.push(problem);
  }
  return problems;
}

/** The messages of `passwordProblems(password)`: the form shows the first, the server all. */
export function passwordMessages(password: string): string[] {
  return passwordProblems(password).map((problem) => passwordProblemMessages[problem]);
}

/** True when `password` follows the rule. */
export function isStrongPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
