import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession, type StorageLike } from '@folio/api';
import { MEMBER_HINT_COOKIE } from '@folio/rules';
import { keepMemberHint } from './memberHint';

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const member = {
  access_token: 'token',
  user: {
    id: 1,
    name: '王小明',
    email: 'ming@example.com',
    email_verified_at: null,
    created_at: '2026-11-27T00:00:00.000000Z',
    updated_at: '2026-11-27T00:00:00.000000Z',
    role: 'member' as const,
  },
};

describe('keepMemberHint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes the hint while a session is stored and removes it at logout and at a 401', () => {
    const written: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written.push(value);
      },
    });
    const session = createSession(memoryStorage());
    const stop = keepMemberHint(session);
    const removed = `${MEMBER_HINT_COOKIE}=; max-age=0; path=/; samesite=lax`;
    const kept = `${MEMBER_HINT_COOKIE}=1; max-age=31536000; path=/; samesite=lax`;
    expect(written).toEqual([removed]);
    session.setSession(member);
    session.clearSession();
    session.setSession(member);
    session.expire();
    expect(written).toEqual([removed, kept, removed, kept, removed]);
    stop();
    session.setSession(member);
    expect(written).toHaveLength(5);
  });

  it('does nothing where there is no document (the server drawing a page)', () => {
    expect(() => keepMemberHint(createSession(memoryStorage()))()).not.toThrow();
  });
});
