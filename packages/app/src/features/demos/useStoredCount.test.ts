// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COUNT_STORAGE_KEY, parseStoredCount, useStoredCount } from './useStoredCount';

/** What the browser does in this tab when another tab writes the shared storage. */
function writeFromOtherTab(value: string | null) {
  const oldValue = localStorage.getItem('count');
  if (value === null) localStorage.removeItem('count');
  else localStorage.setItem('count', value);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: 'count',
      oldValue,
      newValue: value,
      storageArea: localStorage,
    }),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('useStoredCount', () => {
  it('uses the key "count"', () => {
    expect(COUNT_STORAGE_KEY).toBe('count');
  });

  it('starts at 0 when nothing is stored', () => {
    const { result } = renderHook(() => useStoredCount());
    expect(result.current.count).toBe(0);
  });

  it('reads the stored count', () => {
    localStorage.setItem('count', '7');
    const { result } = renderHook(() => useStoredCount());
    expect(result.current.count).toBe(7);
  });

  it.each(['abc', 'NaN', '1.5', 'Infinity', '{}', '', '9007199254740993'])(
    'reads the corrupt value %j as 0',
    (raw) => {
      localStorage.setItem('count', raw);
      const { result } = renderHook(() => useStoredCount());
      expect(result.current.count).toBe(0);
    },
  );

  it('increments and decrements, writing to local storage', () => {
    const { result } = renderHook(() => useStoredCount());
    act(() => result.current.increment());
    act(() => result.current.increment());
    expect(result.current.count).toBe(2);
    expect(localStorage.getItem('count')).toBe('2');
    act(() => result.current.decrement());
    expect(result.current.count).toBe(1);
    expect(localStorage.getItem('count')).toBe('1');
  });

  it('counts on from a corrupt value as from 0', () => {
    localStorage.setItem('count', 'oops');
    const { result } = renderHook(() => useStoredCount());
    act(() => result.current.increment());
    expect(result.current.count).toBe(1);
    expect(localStorage.getItem('count')).toBe('1');
  });

  it('keeps two users in the same tab in step', () => {
    const a = renderHook(() => useStoredCount());
    const b = renderHook(() => useStoredCount());
    act(() => a.result.current.increment());
    expect(b.result.current.count).toBe(1);
    act(() => b.result.current.setCount(10));
    expect(a.result.current.count).toBe(10);
  });

  it('follows writes from another tab (storage event)', () => {
    const { result } = renderHook(() => useStoredCount());
    act(() => writeFromOtherTab('42'));
    expect(result.current.count).toBe(42);
    act(() => writeFromOtherTab(null));
    expect(result.current.count).toBe(0);
  });

  it('follows another tab clearing all storage (key null)', () => {
    localStorage.setItem('count', '5');
    const { result } = renderHook(() => useStoredCount());
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.count).toBe(0);
  });

  it('ignores other keys', () => {
    localStorage.setItem('count', '3');
    const { result } = renderHook(() => useStoredCount());
    let renders = 0;
    const counted = renderHook(() => {
      renders += 1;
      return useStoredCount();
    });
    const before = renders;
    act(() => {
      localStorage.setItem('user', '{}');
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{}' }));
    });
    expect(result.current.count).toBe(3);
    expect(renders).toBe(before);
    counted.unmount();
  });

  it('stops listening after unmount', () => {
    const { result, unmount } = renderHook(() => useStoredCount());
    unmount();
    act(() => writeFromOtherTab('9'));
    expect(result.current.count).toBe(0);
  });
});

describe('parseStoredCount', () => {
  it('parses whole numbers, negative ones too', () => {
    expect(parseStoredCount('12')).toBe(12);
    expect(parseStoredCount('-3')).toBe(-3);
    expect(parseStoredCount(' 4 ')).toBe(4);
    expect(parseStoredCount(null)).toBe(0);
  });
});
