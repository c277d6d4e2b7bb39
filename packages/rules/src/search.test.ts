import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchKeyword } from './search.ts';

describe('the search normalisation shared by events and the storefront', () => {
  it('ignores letter case and full-width forms', () => {
    expect(normalizeSearchText('ＴＯＴＥ Bag ２號')).toBe('tote bag 2號');
  });

  it('trims a keyword and reads an empty one as none', () => {
    expect(searchKeyword('  帆布　')).toBe('帆布');
    expect(searchKeyword(' \u3000 ')).toBeNull();
    expect(searchKeyword('a\0b')).toBe('ab');
  });
});
