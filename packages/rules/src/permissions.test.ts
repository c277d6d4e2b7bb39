import { describe, expect, it } from 'vitest';
import { mayEditEvent } from './permissions.ts';

describe('mayEditEvent', () => {
  const admin = { id: 1, role: 'admin' };
  const member = { id: 2, role: 'member' };

  it('lets an administrator update any event, a creator theirs', () => {
    expect(mayEditEvent(admin, 2)).toBe(true);
    expect(mayEditEvent(admin, null)).toBe(true);
    expect(mayEditEvent(member, 2)).toBe(true);
  });

  it("refuses a member another's event, one without a creator, and anyone logged out", () => {
    expect(mayEditEvent(member, 1)).toBe(false);
    expect(mayEditEvent(member, null)).toBe(false);
    expect(mayEditEvent(null, 2)).toBe(false);
  });
});
