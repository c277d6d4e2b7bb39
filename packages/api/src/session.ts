import type { components } from '@folio/contract';

type User = components['schemas']['User'];
type LoginResponse = components['schemas']['LoginResponse'];

/** The part of the Web Storage API the session needs (window.localStorage fits). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Browser storage keys, exactly as the product uses them (docs/requirements.md §3). */
export const SESSION_KEYS = {
  token: 'access_token',
  user: 'user',
  savedEmail: 'saved_email',
} as const;

/** What changed: a login stored, a logout cleared, or a 401 ended the session. */
export type SessionChange = 'signedIn' | 'signedOut' | 'expired';

/**
 * The logged-in state kept in browser storage: the one handle that writes it (the client and its
 * mutations write through the same object the app reads). Reads never throw: a missing, corrupt or foreign
 * value, or a storage that throws, reads as logged out. Writes never throw either; they return
 * false when the storage refused them.
 */
export interface Session {
  /** The bearer token, or null when logged out (no token, or no valid stored user). */
  getToken(): string | null;
  /** The stored user, or null when logged out (no token, or a user that is not valid JSON of a user). */
  getUser(): User | null;
  /** True when both a token and a valid user are stored. */
  isLoggedIn(): boolean;
  /** Stores `access_token` and `user` (as JSON) after a successful login. */
  setSession(session: Pick<LoginResponse, 'access_token' | 'user'>): boolean;
  /** Removes `access_token` and `user` (the saved e-mail stays). */
  clearSession(): boolean;
  /** Clears the session because the server answered 401: subscribers hear 'expired'. */
  expire(): boolean;
  /** Calls `listener` after every change made through this handle; returns the unsubscribe. */
  subscribe(listener: (change: SessionChange) => void): () => void;
  /** The e-mail remembered by "remember me", or null. */
  getSavedEmail(): string | null;
  setSavedEmail(email: string): boolean;
  clearSavedEmail(): boolean;
}

/** window.localStorage when there is one and it can be reached, otherwise null. */
export function defaultStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reaching localStorage throws a SecurityError when storage is blocked.
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A token as the server issues it: non-blank, no whitespace, not a stringified nothing. */
function isToken(value: string | null): value is string {
  return value !== null && /^\S+$/.test(value) && value !== 'undefined' && value !== 'null';
}

function isUser(value: unknown): value is User {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    Number.isInteger(value.id) &&
    typeof value.name === 'string' &&
    typeof value.email === 'string'
  );
}

/** A session over `storage` (default: window.localStorage when available). */
export function createSession(storage: StorageLike | null = defaultStorage()): Session {
  const read = (key: string): string | null => {
    try {
      const value = storage?.getItem(key);
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): boolean => {
    if (!storage) return false;
    try {
      storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };
  const remove = (...keys: string[]): boolean => {
    if (!storage) return false;
    let ok = true;
    for (const key of keys) {
      try {
        storage.removeItem(key);
      } catch {
        ok = false;
      }
    }
    return ok;
  };
  const readUser = (): User | null => {
    const raw = read(SESSION_KEYS.user);
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isUser(parsed) ? parsed : null;
    } catch {
      return null;
    }
  };
  const readSession = (): { token: string; user: User } | null => {
    const token = read(SESSION_KEYS.token);
    if (!isToken(token)) return null;
    const user = readUser();
    return user ? { token, user } : null;
  };

  const listeners = new Set<(change: SessionChange) => void>();
  const notify = (change: SessionChange) => listeners.forEach((listener) => listener(change));
  const clear = () => remove(SESSION_KEYS.token, SESSION_KEYS.user);

  return {
    getToken: () => readSession()?.token ?? null,
    getUser: () => readSession()?.user ?? null,
    isLoggedIn: () => readSession() !== null,
    setSession({ access_token, user }) {
      const stored =
        write(SESSION_KEYS.token, access_token) && write(SESSION_KEYS.user, JSON.stringify(user));
      notify('signedIn');
      return stored;
    },
    clearSession() {
      const cleared = clear();
      notify('signedOut');
      return cleared;
    },
    expire() {
      const cleared = clear();
      notify('expired');
      return cleared;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSavedEmail() {
      const email = read(SESSION_KEYS.savedEmail);
      return email === null || email.trim() === '' ? null : email;
    },
    setSavedEmail: (email) => write(SESSION_KEYS.savedEmail, email),
    clearSavedEmail: () => remove(SESSION_KEYS.savedEmail),
  };
}
