import type { ThemeMode } from '@folio/ui';

/**
 * The chosen theme is remembered in localStorage under `theme`. The spec lists the product's data
 * keys (access_token, user, saved_email, count); this one is a display preference the foundation
 * issue asks to remember across visits.
 */
export const THEME_STORAGE_KEY = 'theme';

export function readThemeMode(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ThemeMode {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage can throw (privacy mode, quota); fall back to the system preference.
  }
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function writeThemeMode(
  mode: ThemeMode,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Not remembered; the switch still works for this visit.
  }
}
