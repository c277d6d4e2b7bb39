import { describe, expect, it } from 'vitest';
import {
  compose,
  emailShape,
  followsPasswordRule,
  isEmpty,
  isImageFile,
  matchesField,
  minLength,
  numberOrEmpty,
  required,
  validateSchema,
  type Rule,
} from './rules';

const M = 'message';
const png = new File(['x'], 'photo.png', { type: 'image/png' });
const pdf = new File(['x'], 'doc.pdf', { type: 'application/pdf' });

/** [rule name, rule, value, passes?] */
const table: [string, Rule, unknown, boolean][] = [
  ['required', required(M), undefined, false],
  ['required', required(M), null, false],
  ['required', required(M), '', false],
  ['required', required(M), '   ', false],
  ['required', required(M), 'a', true],
  ['required', required(M), 0, true],
  ['emailShape', emailShape(M), '', true],
  ['emailShape', emailShape(M), 'a@b.co', true],
  ['emailShape', emailShape(M), ' a@b.co ', true],
  ['emailShape', emailShape(M), 'abc', false],
  ['emailShape', emailShape(M), 'a@b', false],
  ['emailShape', emailShape(M), 'a b@c.de', false],
  ['emailShape', emailShape(M), '@b.co', false],
  ['emailShape', emailShape(M), '小明@example.com', false],
  ['emailShape', emailShape(M), 'a..b@example.com', false],
  ['minLength 2', minLength(2, M), '', true],
  ['minLength 2', minLength(2, M), 'a', false],
  ['minLength 2', minLength(2, M), 'ab', true],
  ['minLength 2', minLength(2, M), '王', false],
  ['minLength 2', minLength(2, M), '王明', true],
  ['minLength 8', minLength(8, M), 'Abcdef!', false],
  ['minLength 8', minLength(8, M), 'Abcdef!1', true],
  ['numberOrEmpty', numberOrEmpty(M), '', true],
  ['numberOrEmpty', numberOrEmpty(M), null, true],
  ['numberOrEmpty', numberOrEmpty(M), '1200', true],
  ['numberOrEmpty', numberOrEmpty(M), ' 99.5 ', true],
  ['numberOrEmpty', numberOrEmpty(M), '-3', true],
  ['numberOrEmpty', numberOrEmpty(M), 0, true],
  ['numberOrEmpty', numberOrEmpty(M), Number.NaN, false],
  ['numberOrEmpty', numberOrEmpty(M), 'abc', false],
  ['numberOrEmpty', numberOrEmpty(M), '12a', false],
  ['numberOrEmpty', numberOrEmpty(M), '1,200', false],
  ['isImageFile', isImageFile(M), null, true],
  ['isImageFile', isImageFile(M), undefined, true],
  ['isImageFile', isImageFile(M), png, true],
  ['isImageFile', isImageFile(M), pdf, false],
  ['isImageFile', isImageFile(M), 'photo.png', false],
  ['isImageFile', isImageFile(M), { name: 'a.jpg', type: 'image/jpeg' }, true],
];

describe('rules', () => {
  it.each(table)('%s(%j) passes: %s', (_name, rule, value, passes) => {
    expect(rule(value, {})).toBe(passes ? undefined : M);
  });

  it('isEmpty treats blank strings, null and undefined as empty', () => {
    expect([undefined, null, '', ' \n'].map(isEmpty)).toEqual([true, true, true, true]);
    expect([0, false, 'x'].map(isEmpty)).toEqual([false, false, false]);
  });

  it('matchesField compares with another field, blank included', () => {
    const rule = matchesField<{ a: string; b: string }>('a', M);
    expect(rule('Secret!1', { a: 'Secret!1', b: '' })).toBeUndefined();
    expect(rule('Secret!2', { a: 'Secret!1', b: '' })).toBe(M);
    expect(rule('', { a: 'Secret!1', b: '' })).toBe(M);
    expect(rule('', { a: '', b: '' })).toBeUndefined();
    expect(rule(undefined, { a: '', b: '' })).toBeUndefined();
  });

  it('compose returns the first failing message', () => {
    const rule = compose(required('required'), minLength(3, 'short'), emailShape('shape'));
    expect(rule('', {})).toBe('required');
    expect(rule('ab', {})).toBe('short');
    expect(rule('abc', {})).toBe('shape');
    expect(rule('a@b.co', {})).toBeUndefined();
  });

  it('validateSchema returns one message per failing field', () => {
    const validate = validateSchema<{ a: string; b: string; c: string }>({
      a: required('a required'),
      b: compose(required('b required'), minLength(2, 'b short')),
    });
    expect(validate({ a: '', b: 'x', c: '' })).toEqual({ a: 'a required', b: 'b short' });
    expect(validate({ a: 'x', b: 'xy', c: '' })).toEqual({});
  });

  it('followsPasswordRule gives the first message of the password rule (@folio/rules)', () => {
    const rule = followsPasswordRule();
    expect(rule('', {})).toBeUndefined();
    expect(rule('abcdefgÉ!', {})).toBeUndefined();
    expect(rule('Abcdefgh中', {})).toBe('至少含一個特殊符號');
    expect(rule('abc', {})).toBe('密碼至少 8 碼');
  });
});
