import { describe, expect, it } from 'vitest';
import { createSession, defaultStorage, SESSION_KEYS, type StorageLike } from './session.ts';
import { loggedIn, MemoryStorage, user } from './test-utils.ts';

/** A storage whose every method throws, like a blocked or full localStorage. */
const throwing: StorageLike = {
  getItem() {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('session', () => {
  it('uses exactly the keys access_token, user and saved_email', () => {
    expect(SESSION_KEYS).toEqual({
      token: 'access_token',
      user: 'user',
      savedEmail: 'saved_email',
    });
  });

  it('stores and reads a session', () => {
    const storage = new MemoryStorage();
    const session = createSession(storage);
    expect(session.isLoggedIn()).toBe(false);
    expect(session.setSession({ access_token: '7|abc', user })).toBe(true);
    expect(storage.getItem('access_token')).toBe('7|abc');
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(user);
    expect(session.getToken()).toBe('7|abc');
    expect(session.getUser()).toEqual(user);
    expect(session.isLoggedIn()).toBe(true);
  });

  it('clears token and user but keeps the saved e-mail', () => {
    const storage = loggedIn();
    const session = createSession(storage);
    expect(session.clearSession()).toBe(true);
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(session.getSavedEmail()).toBe(user.email);
    expect(session.getToken()).toBeNull();
  });

  it('saves and clears the remembered e-mail', () => {
    const storage = new MemoryStorage();
    const session = createSession(storage);
    expect(session.getSavedEmail()).toBeNull();
    session.setSavedEmail('ming@example.com');
    expect(storage.getItem('saved_email')).toBe('ming@example.com');
    expect(session.getSavedEmail()).toBe('ming@example.com');
    session.clearSavedEmail();
    expect(storage.getItem('saved_email')).toBeNull();
    storage.setItem('saved_email', '   ');
    expect(session.getSavedEmail()).toBeNull();
  });

  it.each([
    ['invalid JSON', '{"id":1,'],
    ['JSON null', 'null'],
    ['a JSON string', '"Admin"'],
    ['a JSON number', '1'],
    ['a JSON array', '[1,"Admin","admin@example.com"]'],
    ['an object that is not a user', '{"foo":"bar"}'],
    ['a user with a string id', JSON.stringify({ ...user, id: '1' })],
    ['the string undefined', 'undefined'],
    ['the string [object Object]', '[object Object]'],
  ])('reads a user stored as %s as logged out', (_label, raw) => {
    const session = createSession(new MemoryStorage({ access_token: '7|abc', user: raw }));
    expect(session.getUser()).toBeNull();
    expect(session.getToken()).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '  '],
    ['the string undefined', 'undefined'],
    ['the string null', 'null'],
  ])('reads a token that is %s as logged out', (_label, token) => {
    const storage = new MemoryStorage({ user: JSON.stringify(user) });
    if (token !== undefined) storage.setItem('access_token', token);
    const session = createSession(storage);
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('reads a foreign storage value type as absent', () => {
    const odd: StorageLike = {
      getItem: () => 42 as unknown as string,
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const session = createSession(odd);
    expect(session.getToken()).toBeNull();
    expect(session.getSavedEmail()).toBeNull();
  });

  it('never throws when the storage throws', () => {
    const session = createSession(throwing);
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
    expect(session.getSavedEmail()).toBeNull();
    expect(session.setSession({ access_token: '7|abc', user })).toBe(false);
    expect(session.setSavedEmail('a@b.c')).toBe(false);
    expect(session.clearSession()).toBe(false);
    expect(session.clearSavedEmail()).toBe(false);
  });

  it('works without any storage', () => {
    const session = createSession(null);
    expect(session.getToken()).toBeNull();
    expect(session.setSession({ access_token: '7|abc', user })).toBe(false);
    expect(session.clearSession()).toBe(false);
  });

  it('defaults to no storage outside a browser', () => {
    expect(defaultStorage()).toBeNull();
    expect(createSession().getToken()).toBeNull();
  });

  it('tells its subscribers of a login, a logout and an expiry, until they unsubscribe', () => {
    const session = createSession(new MemoryStorage());
    const heard: string[] = [];
    const unsubscribe = session.subscribe((change) => heard.push(change));
    session.setSession({ access_token: '7|abc', user });
    session.clearSession();
    session.setSession({ access_token: '8|def', user });
    expect(session.expire()).toBe(true);
    expect(session.isLoggedIn()).toBe(false);
    unsubscribe();
    session.setSession({ access_token: '9|ghi', user });
    expect(heard).toEqual(['signedIn', 'signedOut', 'signedIn', 'expired']);
  });
});
