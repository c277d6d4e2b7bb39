import type { StorageLike } from './session.ts';

/**
 * The sign-in under way in this tab (docs/adr/0033-sign-in-with-an-identity-provider.md): the
 * `binding` the server gave when it started, which only this tab holds, and the path of the screen
 * that started it (the way back if it fails). Kept in the tab's session storage under
 * `signin_binding` (docs/requirements.md §3) from the start until the callback takes it.
 */
export const SIGNIN_BINDING_KEY = 'signin_binding';

export interface SigninUnderWay {
  binding: string;
  /** The path of the screen that started it (`/login-new?next=…`, `/account`). */
  from: string;
}

/** window.sessionStorage when there is one and it can be reached, otherwise null. */
function tabStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The sign-in under way over `storage` (default: the tab's session storage). Never throws. */
export function signinUnderWay(storage: StorageLike | null = tabStorage()) {
  return {
    /** Keeps a sign-in just started; false when the storage refused it. */
    keep(value: SigninUnderWay): boolean {
      try {
        storage?.setItem(SIGNIN_BINDING_KEY, JSON.stringify(value));
        return storage !== null;
      } catch {
        return false;
      }
    },

    /** The sign-in under way, removed: a callback can use it once. Null when there is none. */
    take(): SigninUnderWay | null {
      try {
        const raw = storage?.getItem(SIGNIN_BINDING_KEY) ?? null;
        storage?.removeItem(SIGNIN_BINDING_KEY);
        const value: unknown = raw === null ? null : JSON.parse(raw);
        if (typeof value !== 'object' || value === null) return null;
        const { binding, from } = value as Record<string, unknown>;
        return typeof binding === 'string' && typeof from === 'string' ? { binding, from } : null;
      } catch {
        return null;
      }
    },
  };
}

export type SigninStorage = ReturnType<typeof signinUnderWay>;
