import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email.ts';

describe('the e-mail address shape', () => {
  it.each([
    ['ming@example.com', true],
    ['Ming.Chen+tag@mail.example.com.tw', true],
    ['a@b.c', true],
    ["o'brien@example.com", true],
    ['abc', false],
    ['a@b', false],
    ['@b.co', false],
    ['a b@c.de', false],
    ['a@b@c.de', false],
    ['a..b@example.com', false],
    ['.a@example.com', false],
    ['a@-b.co', false],
    ['小明@example.com', false],
    ['ming@例子.台灣', false],
    [' ming@example.com', false],
  ])('%j: %s', (address, ok) => {
    expect(isEmailAddress(address)).toBe(ok);
  });
});
