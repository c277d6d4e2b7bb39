import { useCallback, useSyncExternalStore } from 'react';

/** The local-storage key of the demo counter (docs/requirements.md §3, §9). */
export const COUNT_STORAGE_KEY = 'count';

/** Reads a stored value: a missing or corrupt value (not a safe whole number) counts as 0. */
export function parseStoredCount(raw: string | null): number {
  if (raw === null || raw.trim() === '') return 0;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : 0;
}

// Listeners in this tab. The `storage` event only reaches other tabs, so writes here notify these.
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(COUNT_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy settings): behave as if empty
  }
}

function write(value: number) {
  try {
    window.localStorage.setItem(COUNT_STORAGE_KEY, String(value));
  } catch {
    // Storage blocked or full: nothing to keep.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab wrote the count (or cleared all storage: key null).
  const onStorage = (event: StorageEvent) => {
    if (event.key === COUNT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = () => parseStoredCount(readRaw());
const getServerSnapshot = () => 0;

/**
 * The demo counter's count, kept in local storage under the key `count`. Every component using it
 * shows the same value, in this tab and in other tabs (through the `storage` event).
 */
export function useStoredCount() {
  const count = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const increment = useCallback(() => write(getSnapshot() + 1), []);
  const decrement = useCallback(() => write(getSnapshot() - 1), []);
  const setCount = useCallback((value: number) => write(value), []);
  return { count, increment, decrement, setCount };
}
