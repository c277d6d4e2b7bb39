// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createBookingAdminHooks } from './bookingAdminHooks.ts';
import { createApiClient } from './client.ts';
import { createApiHooks } from './hooks.ts';
import type { components } from './index.ts';
import { BASE_URL, loggedIn, url } from './test-utils.ts';
import { freshSwrCache, mockApiServer } from './test-setup.tsx';

type Schemas = components['schemas'];

const server = mockApiServer(cleanup);
const client = createApiClient({ baseUrl: BASE_URL, storage: loggedIn() });
const hooks = createBookingAdminHooks(client, createApiHooks(client).useRevalidate);

const managed = (state: Schemas['ManagedBookingState']): Schemas['ManagedBooking'] => ({
  booking: {
    id: 12,
    date: '2026-11-28',
    start: '14:00',
    end: '15:00',
    starts_at: '2026-11-28T06:00:00Z',
    created_at: '2026-11-27T02:10:00Z',
    topic: '網站開發諮詢',
    note: null,
  },
  member: { id: 7, name: '王小明', email: 'ming@example.com' },
  state,
  cancelled_at: state === 'cancelled' ? '2026-11-27T05:00:00Z' : null,
  cancel_reason: null,
});
const meta = { current_page: 1, last_page: 1, per_page: 20, total: 1, from: 1, to: 1 };

describe('createBookingAdminHooks', () => {
  it('useManagedBookings asks with the filters, and nothing when false', async () => {
    const queries: string[] = [];
    server.use(
      http.get(url('/manage/bookings'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ data: [managed('cancelled')], meta });
      }),
    );
    renderHook(() => hooks.useManagedBookings(false), { wrapper: freshSwrCache });
    const { result } = renderHook(
      () => hooks.useManagedBookings({ state: 'cancelled', from: '2026-11-28', page: 2 }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.data?.meta.total).toBe(1));
    expect(queries).toEqual(['?state=cancelled&from=2026-11-28&page=2']);
  });

  it('useCancelManagedBooking posts the reason and reloads the list; a 409 answers its message', async () => {
    let lists = 0;
    const bodies: unknown[] = [];
    server.use(
      http.get(url('/manage/bookings'), () => {
        lists += 1;
        return HttpResponse.json({ data: lists > 1 ? [] : [managed('upcoming')], meta });
      }),
      http.post(url('/manage/bookings/{id}/cancel'), async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json({ message: '預約已取消', data: managed('cancelled') })
          : HttpResponse.json({ message: '這個預約已經取消' }, { status: 409 });
      }),
    );
    const { result } = renderHook(
      () => ({ list: hooks.useManagedBookings({}), cancel: hooks.useCancelManagedBooking() }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.list.data?.data).toHaveLength(1));
    let answer: Awaited<ReturnType<typeof result.current.cancel>> | undefined;
    await act(async () => {
      answer = await result.current.cancel(12, '當天有事');
    });
    expect(answer?.ok).toBe(true);
    await waitFor(() => expect(result.current.list.data?.data).toHaveLength(0));
    await act(async () => {
      answer = await result.current.cancel(12, '  ');
    });
    expect(answer).toMatchObject({ ok: false, status: 409, message: '這個預約已經取消' });
    expect(bodies).toEqual([{ reason: '當天有事' }, {}]);
  });
});
