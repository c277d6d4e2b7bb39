import { describe, expect, it } from 'vitest';
import { loginThenBackTo, safeReturnPath } from './returnTo';

describe('return paths', () => {
  it('builds the member login that comes back', () => {
    expect(loginThenBackTo('/events?page=2&search=音樂')).toBe(
      `/login-new?next=${encodeURIComponent('/events?page=2&search=音樂')}`,
    );
  });

  it.each([
    ['/create-event', '/create-event'],
    ['/events?page=2', '/events?page=2'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
