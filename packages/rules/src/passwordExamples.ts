import type { PasswordProblem } from './password.ts';

/** One worked example of the password rule: the input, and every way it breaks the rule. */
interface PasswordExample {
  /** What the row shows. */
  why: string;
  password: string;
  /** Expected `passwordProblems(password)`; empty when the rule accepts the password. */
  problems: PasswordProblem[];
}

/**
 * Tricky inputs with the answer the rule gives (docs/requirements.md §5). The rules, the forms,
 * the server (over HTTP) and the contract's pattern are each tested against this one table, so the
 * four cannot drift apart.
 */
export const passwordExamples: readonly PasswordExample[] = [
  { why: 'plain ASCII', password: 'Secret#123', problems: [] },
  { why: 'exactly the minimum length', password: 'Abcdef!1', problems: [] },
  { why: 'one short of the minimum', password: 'Abcde!1', problems: ['minLength'] },
  { why: 'É is an uppercase letter', password: 'abcdefgÉ!', problems: [] },
  { why: 'é and ß are lowercase letters', password: 'ÉSSßé#12', problems: [] },
  { why: '中 is no symbol', password: 'Abcdefgh中', problems: ['symbol'] },
  {
    why: '中 is no letter of either case',
    password: '中文密碼中文密碼!',
    problems: ['lowercase', 'uppercase'],
  },
  { why: 'a space is a symbol', password: 'Abcd efgh', problems: [] },
  { why: 'a space at the end counts, not trimmed', password: 'Abcdefg ', problems: [] },
  { why: 'spaces only', password: '        ', problems: ['lowercase', 'uppercase'] },
  { why: 'underscore is punctuation', password: 'Abcdefg_', problems: [] },
  { why: 'an emoji is a symbol and one character', password: 'Abcdef😀', problems: ['minLength'] },
  { why: 'emoji make up the length', password: 'Ab😀😀😀😀😀😀', problems: [] },
  { why: 'a tab is a control, not a symbol', password: 'Abcdefg\t', problems: ['symbol'] },
  { why: 'a line break does not hide what follows', password: 'abcdefg\nX!', problems: [] },
  { why: 'full-width letters and ！', password: 'ａｂｃｄＥＦＧ！', problems: [] },
  { why: 'full-width digits are no symbol', password: 'Abcdefg１', problems: ['symbol'] },
  { why: 'a combining accent counts as a character', password: 'Abcde\u0301f!', problems: [] },
  { why: '™ is a symbol, not NFKC’s TM', password: 'abcdefg™', problems: ['uppercase'] },
  { why: 'ﬃ is one character, not NFKC’s three', password: 'Abc!ﬃ1', problems: ['minLength'] },
  { why: 'ǅ is titlecase, neither lower nor upper', password: 'ǅabcdef!', problems: ['uppercase'] },
  { why: 'digits and letters only', password: 'Abcdefg1', problems: ['symbol'] },
  { why: 'no uppercase letter', password: 'abcd#efg', problems: ['uppercase'] },
  { why: 'no lowercase letter', password: 'ABCD#EFG', problems: ['lowercase'] },
  { why: 'short and weak', password: 'abc', problems: ['minLength', 'uppercase', 'symbol'] },
  { why: 'exactly the maximum length', password: `Aa!${'x'.repeat(252)}`, problems: [] },
  { why: 'one over the maximum', password: `Aa!${'x'.repeat(253)}`, problems: ['maxLength'] },
  { why: 'the maximum counts code points', password: `Aa!${'😀'.repeat(252)}`, problems: [] },
];
