import { describe, expect, it } from 'vitest';
import { pageWindow, rangeText } from './pages';

describe('pageWindow', () => {
  it.each([
    [1, 12, [1, 2, 3, 4, 5]],
    [2, 12, [1, 2, 3, 4, 5]],
    [3, 12, [1, 2, 3, 4, 5]],
    [4, 12, [2, 3, 4, 5, 6]],
    [7, 12, [5, 6, 7, 8, 9]],
    [11, 12, [8, 9, 10, 11, 12]],
    [12, 12, [8, 9, 10, 11, 12]],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [5, 5, [1, 2, 3, 4, 5]],
    [3, 6, [1, 2, 3, 4, 5]],
    [4, 6, [2, 3, 4, 5, 6]],
    [99, 12, [8, 9, 10, 11, 12]],
    [0, 12, [1, 2, 3, 4, 5]],
    [1, 0, []],
  ])('page %i of %i → %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });

  it('never shows more than max buttons', () => {
    for (let count = 0; count <= 20; count++)
      for (let page = 1; page <= count; page++) {
        const pages = pageWindow(page, count);
        expect(pages.length).toBe(Math.min(5, count));
        expect(pages).toContain(page);
      }
  });

  it('takes another maximum', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});

describe('rangeText', () => {
  it.each([
    [11, 20, 57, '第 11–20 筆，共 57 筆'],
    [1, 10, 57, '第 1–10 筆，共 57 筆'],
    [51, 57, 57, '第 51–57 筆，共 57 筆'],
    [null, null, 0, '共 0 筆'],
  ])('%j, %j, %j → %j', (from, to, total, text) => {
    expect(rangeText(from, to, total)).toBe(text);
  });
});
