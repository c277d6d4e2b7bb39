import { describe, expect, it } from 'vitest';
import { MAX_EVENTS_PAGE } from '../src/api/pagination.ts';
import { M } from '../src/messages.ts';
import { expectContract, testEngine } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

const server = serverForSuite({ seed: { events: 12, catalog: false } });

describe(`GET /events pages are bounded (docs/operations.md "Deep pages", ${testEngine})`, () => {
  it('answers every page down to 1000, with or without a search', async () => {
    expect(MAX_EVENTS_PAGE).toBe(1000);
    for (const url of [
      '/api/events?page=2',
      '/api/events?page=1000',
      '/api/events?page=1000&search=a',
    ]) {
      const res = await server.app.inject({ url });
      await expectContract('listEvents', res, 200);
    }
  });

  it('refuses a deeper page with 422 in the validation shape, pointing to the search', async () => {
    for (const url of [
      '/api/events?page=1001',
      '/api/events?page=2147483647',
      '/api/events?page=5000&search=%E9%9F%B3%E6%A8%82',
    ]) {
      const res = await server.app.inject({ url });
      const body = await expectContract('listEvents', res, 422);
      expect(body).toEqual({
        message: '頁碼不可超過 1000，請改用關鍵字搜尋',
        errors: { page: [M.pageTooDeep] },
      });
    }
  });
});
