import { describe, expect, it } from 'vitest';
import { readThemeMode, THEME_STORAGE_KEY, writeThemeMode } from './themeMode';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
};

describe('theme mode storage', () => {
  it('reads a stored light or dark choice', () => {
    expect(readThemeMode(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark');
    expect(readThemeMode(memoryStorage({ [THEME_STORAGE_KEY]: 'light' }))).toBe('light');
  });

  it('ignores foreign values and storage that throws', () => {
    expect(readThemeMode(memoryStorage({ [THEME_STORAGE_KEY]: 'purple' }))).toBe('light');
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readThemeMode(throwing)).toBe('light');
  });

  it('writes the choice under the theme key and survives a throwing storage', () => {
    const storage = memoryStorage();
    writeThemeMode('dark', storage);
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(() =>
      writeThemeMode('light', {
        setItem: () => {
          throw new Error('quota');
        },
      }),
    ).not.toThrow();
  });
});
