import { describe, expect, it } from 'vitest';
import { imageSources } from './imageSources.ts';

describe('imageSources', () => {
  it('lists the AVIF, then the WebP copies, each ending with the original at its width', () => {
    const sources = imageSources(
      {
        image_path: 'events/ab12.jpg',
        image_variants: { width: 4032, height: 3024, widths: [320, 640] },
      },
      'https://cdn.test/storage/',
    );
    expect(sources).toEqual([
      {
        type: 'image/avif',
        srcSet:
          'https://cdn.test/storage/events/ab12.320w.avif 320w, https://cdn.test/storage/events/ab12.640w.avif 640w, https://cdn.test/storage/events/ab12.jpg 4032w',
      },
      {
        type: 'image/webp',
        srcSet:
          'https://cdn.test/storage/events/ab12.320w.webp 320w, https://cdn.test/storage/events/ab12.640w.webp 640w, https://cdn.test/storage/events/ab12.jpg 4032w',
      },
    ]);
  });

  it('is empty without an image, without copies, or with no width made', () => {
    expect(imageSources({ image_path: null })).toEqual([]);
    expect(imageSources({ image_path: 'events/a.gif' })).toEqual([]);
    expect(
      imageSources({
        image_path: 'events/a.png',
        image_variants: { width: 200, height: 100, widths: [] },
      }),
    ).toEqual([]);
  });
});
