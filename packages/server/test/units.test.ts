import { inflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { randomToken, safeEqual } from '../src/crypto.ts';
import { normalizeEventTime } from '../src/api/events.ts';
import { chooseEncoding } from '../src/eventsPage.ts';
import { gradientPng, sniffImage } from '../src/images.ts';
import { MemoryRateLimitStore } from '../src/ratelimit.ts';
import { mulberry32 } from '@folio/rules';
import { generateEvents } from '../src/seed.ts';
import { normalizeSearchText, searchMatch, searchTokens } from '../src/search.ts';
import { strengthMessages } from '../src/validation.ts';

describe('search index', () => {
  it('finds exactly the texts that contain the keyword, like a case-insensitive LIKE', () => {
    const db = new Database(':memory:');
    db.exec(
      "CREATE VIRTUAL TABLE s USING fts5(t, content='', contentless_delete=1, tokenize='ascii', prefix='6,12')",
    );
    const texts = [
      '台北夏日音樂祭',
      '音樂',
      '音',
      'Design Meetup: UI systems',
      'ＡＢＣ full width',
      'emoji 🎉 party',
      '樂音',
      'a',
      '',
      'O\'Reilly "quoted" NEAR(x y)*',
    ];
    const random = mulberry32(7);
    const alphabet = ['音', '樂', '祭', 'a', 'B', ' ', '🎉', '台'];
    for (let i = 0; i < 200; i++) {
      texts.push(
        Array.from(
          { length: 1 + Math.floor(random() * 8) },
          () => alphabet[Math.floor(random() * alphabet.length)],
        ).join(''),
      );
    }
    const insert = db.prepare('INSERT INTO s(rowid, t) VALUES (?, ?)');
    texts.forEach((t, i) => insert.run(i + 1, searchTokens(t)));
    const find = db.prepare('SELECT rowid AS id FROM s WHERE s MATCH ? ORDER BY rowid');
    const keywords = [
      '音樂',
      '音',
      '樂音',
      '音樂祭',
      'design',
      'MEETUP',
      'abc',
      '🎉',
      '🎉 p',
      'a',
      'ab',
      'aB ',
      ' ',
      "o'reilly",
      '"quoted"',
      'near(x y)*',
      '台音樂祭',
      'zz',
      '音樂祭台北',
      'ui systems',
    ];
    for (const k of keywords) {
      const match = searchMatch(k);
      const expected = texts
        .map((t, i) =>
          k.trim() && normalizeSearchText(t).includes(normalizeSearchText(k.trim())) ? i + 1 : null,
        )
        .filter((x) => x !== null);
      if (match === null) {
        expect(k.trim()).toBe('');
        continue;
      }
      expect(
        (find.all(match) as { id: number }[]).map((r) => r.id),
        k,
      ).toEqual(expected);
    }
  });

  it('never puts user text in the MATCH expression', () => {
    expect(searchMatch('" OR * NEAR(')).toMatch(/^"[0-9a-f ]+"( \*)?$/);
    expect(searchMatch('   ')).toBeNull();
  });
});

describe('the encoding of a drawn page', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['BR', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=0.0, identity', 'identity'],
    ['zstd, deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %j → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('images', () => {
  it('judges the type by content', () => {
    const png = gradientPng(4, 4, [0, 0, 0], [255, 255, 255]);
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpg');
    expect(sniffImage(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('<?php echo 1; ?>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('writes a valid PNG: signature, IHDR size, and scanlines that inflate to the right length', () => {
    const png = gradientPng(30, 20, [10, 20, 30], [200, 100, 50]);
    expect(png.subarray(12, 16).toString()).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(30);
    expect(png.readUInt32BE(20)).toBe(20);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString()).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(20 * (30 * 3 + 1));
    expect(png.subarray(-8, -4).toString()).toBe('IEND');
  });
});

describe('event times', () => {
  it.each([
    ['2024-07-20 18:00:00', '2024-07-20 18:00:00'],
    ['2024-07-20T18:00', '2024-07-20 18:00:00'],
    ['2024-07-20T18:00:59', '2024-07-20 18:00:59'],
    ['2024-02-29 10:00:00', '2024-02-29 10:00:00'],
    ['2023-02-29 10:00:00', null],
    ['2024-13-01 10:00:00', null],
    ['2024-07-20 24:00:00', null],
    ['1899-12-31 23:59:59', null],
    ['2024/07/20 18:00', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeEventTime(input)).toBe(expected);
  });
});

describe('rate limiter', () => {
  it('allows `limit` hits per window and tells when to retry', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    const rule = { limit: 3, windowMs: 60_000 };
    const hit = async (key: string, cost?: number) =>
      (await store.consume(key, rule, cost)).allowed;
    expect([await hit('k'), await hit('k'), await hit('k')]).toEqual([true, true, true]);
    now += 20_000;
    expect(await store.consume('k', rule)).toEqual({ allowed: false, retryAfter: 40 });
    expect(await hit('other')).toBe(true);
    now += 40_000;
    expect(await hit('k')).toBe(true);
  });

  it('looks without counting when the cost is 0', async () => {
    const store = new MemoryRateLimitStore(() => 0);
    const rule = { limit: 2, windowMs: 60_000 };
    expect((await store.consume('k', rule, 0)).allowed).toBe(true);
    await store.consume('k', rule);
    expect((await store.consume('k', rule, 0)).allowed).toBe(true);
    await store.consume('k', rule);
    // Full: the next hit would be refused, so a look says no.
    expect((await store.consume('k', rule, 0)).allowed).toBe(false);
  });
});

describe('crypto and rules', () => {
  it('makes long random tokens of letters and digits', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomToken(40)));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9]{40}$/);
  });

  it('compares in constant time without throwing on different lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });

  it('names every password rule broken, in the order of docs/requirements.md §5', () => {
    expect(strengthMessages('abcdefgh')).toEqual(['至少含一個大寫字母', '至少含一個特殊符號']);
    expect(strengthMessages('ABCDEFG1')).toEqual(['至少含一個小寫字母', '至少含一個特殊符號']);
  });

  it('generates the same plausible events for the same seed', () => {
    const a = generateEvents(20, 5);
    expect(generateEvents(20, 5)).toEqual(a);
    for (const e of a) {
      expect(normalizeEventTime(e.start_time)).toBe(e.start_time);
      expect(e.end_time >= e.start_time).toBe(true);
      expect(e.name.length).toBeGreaterThan(1);
    }
  });
});
