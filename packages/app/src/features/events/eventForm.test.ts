import { describe, expect, it } from 'vitest';
import { toEventBody } from './eventForm';

const base = {
  name: '工作坊',
  description: '說明',
  start_time: '2026-12-05 14:00:00',
  end_time: '2026-12-05 17:00:00',
  price: '',
  image: null,
};

describe('toEventBody', () => {
  it("sends '' for an empty price and no image_path without a file", () => {
    const body = toEventBody(base);
    expect(body.price).toBe('');
    expect('image_path' in body).toBe(false);
  });

  it('sends the price as a number and the chosen file', () => {
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    const body = toEventBody({ ...base, price: ' 1200 ', image });
    expect(body.price).toBe(1200);
    expect(body.image_path).toBe(image);
  });
});
