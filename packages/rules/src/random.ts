/**
 * mulberry32: a tiny, fast, well-distributed 32-bit generator; the same seed gives the same
 * sequence of numbers in [0, 1) on every machine. The server's seed data and the calendar demo's
 * sample events both draw from it, so stories, screenshots and seeded databases stay stable.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
