import { describe, expect, it } from 'vitest';
import { blockingBySource, formatBlockingSources } from './blocking-sources.mjs';

const PAGE = 'http://127.0.0.1:4000/events';

/** A Lighthouse report with only what the split reads: paint, interactive and the long tasks. */
function report(tasks: { url: string; startTime: number; duration: number }[]) {
  return {
    finalDisplayedUrl: PAGE,
    audits: {
      'first-contentful-paint': { numericValue: 700 },
      interactive: { numericValue: 3000 },
      'long-tasks': { details: { items: tasks } },
    },
  };
}

describe('blockingBySource: a Lighthouse run’s blocking time by source', () => {
  it('counts each task’s time past 50 ms, between first paint and interactive, by source', () => {
    const sources = blockingBySource(
      report([
        { url: PAGE, startTime: 720, duration: 90 },
        {
          url: 'http://127.0.0.1:4000/assets/load-after-paint-DWbuAqBp.js',
          startTime: 1000,
          duration: 70,
        },
        { url: 'http://127.0.0.1:4000/assets/index-oA31GeIY.js', startTime: 2300, duration: 61 },
        { url: 'Unattributable', startTime: 2400, duration: 55 },
      ]),
    );
    expect(sources).toEqual([
      ['page', 40],
      ['loader', 20],
      ['index', 11],
      ['browser', 5],
    ]);
  });

  it('clips tasks at first paint and at interactive, as Lighthouse does, and adds up by source', () => {
    const sources = blockingBySource(
      report([
        { url: PAGE, startTime: 600, duration: 100 }, // ends at first paint: nothing
        { url: PAGE, startTime: 640, duration: 130 }, // 70 ms after first paint: 20
        { url: PAGE, startTime: 1200, duration: 60 }, // 10
        { url: 'Unattributable', startTime: 2950, duration: 200 }, // 50 ms before interactive: 0
        { url: 'Unattributable', startTime: 2900, duration: 200 }, // 100 ms before it: 50
      ]),
    );
    expect(sources).toEqual([
      ['browser', 50],
      ['page', 30],
    ]);
  });

  it('reports no source when no task blocks', () => {
    expect(blockingBySource(report([]))).toEqual([]);
    expect(formatBlockingSources([])).toBe('none');
  });

  it('prints the sources largest first', () => {
    expect(
      formatBlockingSources([
        ['page', 48],
        ['loader', 7],
      ]),
    ).toBe('page 48 + loader 7');
  });
});
