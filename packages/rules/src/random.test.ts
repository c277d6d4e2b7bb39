import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random.ts';

/** The first three numbers of seed 2024 (the server's seed data), as 32-bit integers over 2³². */
const FIRST_OF_2024 = [3486492848, 3052955074, 2793987405].map((n) => n / 2 ** 32);

describe('mulberry32', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    for (const x of xs) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('draws the same numbers as ever: the seeded data and screenshots depend on them', () => {
    const random = mulberry32(2024);
    expect(Array.from({ length: 3 }, () => random())).toEqual(FIRST_OF_2024);
  });

  it('gives another seed another sequence', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });
});
