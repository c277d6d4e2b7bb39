import { describe, expect, it } from 'vitest';
import { mayUpdateEvent } from './permissions.ts';

describe('mayUpdateEvent', () => {
  const admin = { id: 1, role: 'admin' as const };
  const member = { id: 2, role: 'member' as const };

  it('lets the administrator update any event, an event without a creator included', () => {
    expect(mayUpdateEvent(admin, 2)).toBe(true);
    expect(mayUpdateEvent(admin, null)).toBe(true);
  });

  it('lets a member update only the events they created', () => {
    expect(mayUpdateEvent(member, 2)).toBe(true);
    expect(mayUpdateEvent(member, 3)).toBe(false);
    expect(mayUpdateEvent(member, 1)).toBe(false);
    expect(mayUpdateEvent(member, null)).toBe(false);
  });

  it('lets nobody update an event without signing in', () => {
    expect(mayUpdateEvent(null, 2)).toBe(false);
    expect(mayUpdateEvent(null, null)).toBe(false);
  });
});
