import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { errorMessage, eventFormData, productImageFormData, type ApiClient } from './client.ts';
import { operationInfo } from '@folio/contract';
import { event, eventList, MemoryStorage, unauthenticated, url, user } from './test-utils.ts';
import { cases as contractCases, form, login, verifyParams } from './client.test-cases.ts';
import { signinCases } from './signin.test-cases.ts';
import { chatCases } from './chat.test-cases.ts';
import { checkoutCases } from './checkout.test-cases.ts';
import { taskAdminCases } from './taskAdmin.test-cases.ts';
import { bookingAdminCases } from './bookingAdmin.test-cases.ts';
import { bookingLinkCases } from './bookingLink.test-cases.ts';
import { answerOn, client, mockApiServer, type Captured } from './test-setup.tsx';

const cases = [
  ...contractCases,
  ...signinCases,
  ...chatCases,
  ...checkoutCases,
  ...taskAdminCases,
  ...bookingAdminCases,
  ...bookingLinkCases,
];

const server = mockApiServer(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
const answer = answerOn(server);

describe('every operation', () => {
  it('has a test case', () => {
    expect(cases.map((c) => c.operationId).sort()).toEqual(Object.keys(operationInfo).sort());
  });

  describe.each(cases)('$operationId', ({ operationId, call, sent, ok, fail }) => {
    const op = operationInfo[operationId];
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

    it(`returns the ${ok.status} body as data`, async () => {
      const seen = answer(method, op.path, ok.status, ok.body);
      const result = await call(client());
      expect(result.error).toBeUndefined();
      expect(result.data).toEqual(ok.body);
      expect(result.response.status).toBe(ok.status);
      expect(seen).toHaveLength(1);
      const [{ request, body }] = seen as [Captured];
      expect(request.method).toBe(op.method);
      expect(request.headers.get('accept')).toBe('application/json');
      if (sent !== undefined) {
        expect(request.headers.get('content-type')).toBe('application/json');
        expect(body).toEqual(sent);
      }
      if (op.secured) expect(request.headers.get('authorization')).toBe('Bearer 7|secret');
      else expect(request.headers.has('authorization')).toBe(false);
    });

    it(`returns the ${fail.status} body as error`, async () => {
      answer(method, op.path, fail.status, fail.body);
      const result = await call(client());
      expect(result.data).toBeUndefined();
      expect(result.error).toEqual(fail.body);
      expect(result.response.status).toBe(fail.status);
      expect(errorMessage(result.error, 'fallback')).toBe(
        (fail.body as { message: string }).message,
      );
    });
  });
});

describe('request details', () => {
  it('serialises the events list query', async () => {
    const seen = answer('get', '/events', 200, eventList);
    await client().GET('/events', { params: { query: { page: 3, search: '音樂 祭' } } });
    const requested = new URL((seen[0] as Captured).request.url);
    expect(requested.pathname).toBe('/api/events');
    expect(requested.searchParams.get('page')).toBe('3');
    expect(requested.searchParams.get('search')).toBe('音樂 祭');
  });

  it('sends the verification link parameters', async () => {
    const seen = answer('get', '/email/verify/{id}/{hash}', 200, { message: 'ok' });
    await client(new MemoryStorage()).GET('/email/verify/{id}/{hash}', { params: verifyParams });
    const requested = new URL((seen[0] as Captured).request.url);
    expect(requested.pathname).toBe(`/api/email/verify/12/${verifyParams.path.hash}`);
    expect(requested.searchParams.get('expires')).toBe('1714552800');
    expect(requested.searchParams.get('signature')).toBe(verifyParams.query.signature);
  });

  it('posts the update to /events/{id}?_method=PUT', async () => {
    const seen = answer('post', '/events/{id}', 200, { message: 'Event updated.', data: event });
    await client().POST('/events/{id}', {
      params: { path: { id: 42 }, query: { _method: 'PUT' } },
      body: form,
    });
    const requested = new URL((seen[0] as Captured).request.url);
    expect(requested.pathname).toBe('/api/events/42');
    expect(requested.search).toBe('?_method=PUT');
  });

  it('never sends a token on public calls, even one given by the caller', async () => {
    const seen = answer('get', '/events', 200, eventList);
    await client().GET('/events', { headers: { Authorization: 'Bearer leaked' } });
    expect((seen[0] as Captured).request.headers.has('authorization')).toBe(false);
  });

  it('sends no Authorization header on a secured call when logged out', async () => {
    const seen = answer('get', '/auth/check-token', 401, unauthenticated);
    await client(new MemoryStorage()).GET('/auth/check-token');
    expect((seen[0] as Captured).request.headers.has('authorization')).toBe(false);
  });

  it('reads the token at call time', async () => {
    const storage = new MemoryStorage();
    const api = client(storage);
    const seen = answer('post', '/logout', 200, { message: 'Logged out.' });
    storage.setItem('access_token', '9|fresh');
    storage.setItem('user', JSON.stringify(user));
    await api.POST('/logout');
    expect((seen[0] as Captured).request.headers.get('authorization')).toBe('Bearer 9|fresh');
  });
});

/** The event form's text fields, in the order the client writes them. */
const EVENT_FORM_FIELDS = ['name', 'description', 'start_time', 'end_time', 'price'];

describe('multipart event form', () => {
  async function captureForm(call: (api: ApiClient) => Promise<unknown>, path: string) {
    let fields: [string, FormDataEntryValue][] = [];
    let contentType: string | null = null;
    server.use(
      http.post(url(path), async ({ request }) => {
        contentType = request.headers.get('content-type');
        fields = [...(await request.formData()).entries()];
        return HttpResponse.json({ message: 'ok', data: event }, { status: 201 });
      }),
    );
    await call(client());
    return { fields, contentType: contentType as string | null };
  }

  it('sends exactly the text fields, price as a string, and no image_path without a file', async () => {
    const { fields, contentType } = await captureForm(
      (api) => api.POST('/events', { body: form }),
      '/events',
    );
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toEqual([
      ['name', '夏日音樂祭'],
      ['description', '戶外音樂表演與市集'],
      ['start_time', '2024-07-20 18:00:00'],
      ['end_time', '2024-07-20 22:00:00'],
      ['price', '1200'],
    ]);
  });

  it("sends price '' when it is empty", async () => {
    const { fields } = await captureForm(
      (api) =>
        api.POST('/events/{id}', {
          params: { path: { id: 42 }, query: { _method: 'PUT' } },
          body: { ...form, price: '' },
        }),
      '/events/{id}',
    );
    expect(fields.map(([name]) => name)).toEqual(EVENT_FORM_FIELDS);
    expect(fields).toContainEqual(['price', '']);
  });

  it('sends image_path when a file is given', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'poster.png', {
      type: 'image/png',
    });
    const { fields } = await captureForm(
      (api) => api.POST('/events', { body: { ...form, image_path: file } }),
      '/events',
    );
    expect(fields.map(([name]) => name)).toEqual([...EVENT_FORM_FIELDS, 'image_path']);
    const image = fields[5]?.[1] as File;
    expect(image.name).toBe('poster.png');
    expect(image.type).toBe('image/png');
    expect(image.size).toBe(4);
  });

  it("eventFormData turns a null price into '' and ignores a non-file image", () => {
    const data = eventFormData({ ...form, price: null, image_path: null });
    expect([...data.entries()]).toEqual([
      ['name', form.name],
      ['description', form.description],
      ['start_time', form.start_time],
      ['end_time', form.end_time],
      ['price', ''],
    ]);
  });

  it('sends a product image as the one multipart field image', async () => {
    const server = answer('post', '/manage/product-images', 201, { message: '圖片已上傳' });
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'tote.png', { type: 'image/png' });
    await client().POST('/manage/product-images', { body: { image } });
    const request = (server[0] as Captured).request;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const fields = [...(await request.formData()).entries()];
    expect(fields.map(([name]) => name)).toEqual(['image']);
    expect((fields[0]?.[1] as File).name).toBe('tote.png');
    expect([...productImageFormData({ image }).keys()]).toEqual(['image']);
  });

  it('keeps JSON for the other POST operations', async () => {
    const seen = answer('post', '/login', 200, { access_token: '7|abc', user });
    await client().POST('/login', { body: login });
    expect((seen[0] as Captured).request.headers.get('content-type')).toBe('application/json');
  });
});
