import { describe, expect, it } from 'vitest';
import {
  PASSWORD_PATTERN,
  isStrongPassword,
  passwordMessages,
  passwordProblems,
} from './password.ts';
import { passwordExamples } from './passwordExamples.ts';

describe('the password rule', () => {
  it.each(passwordExamples)('$why: $password', ({ password, problems }) => {
    expect(passwordProblems(password)).toEqual(problems);
    expect(isStrongPassword(password)).toBe(problems.length === 0);
  });

  it('gives the messages of docs/requirements.md §5 in the order of its table', () => {
    expect(passwordMessages('abc')).toEqual([
      '密碼至少 8 碼',
      '至少含一個大寫字母',
      '至少含一個特殊符號',
    ]);
    expect(passwordMessages('ABCDEFGHI')).toEqual(['至少含一個小寫字母', '至少含一個特殊符號']);
    expect(passwordMessages('x'.repeat(256))).toEqual([
      '密碼不可超過 255 個字',
      '至少含一個大寫字母',
      '至少含一個特殊符號',
    ]);
  });

  // The pattern is what the contract publishes; it must agree with the predicate on its own.
  it.each(passwordExamples)('the contract pattern agrees: $why', ({ password, problems }) => {
    const characters = problems.filter((p) => p !== 'minLength' && p !== 'maxLength');
    expect(new RegExp(PASSWORD_PATTERN, 'u').test(password)).toBe(characters.length === 0);
  });
});
