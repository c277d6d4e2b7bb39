// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createBookingLinkHooks } from './bookingLinkHooks.ts';
import { createApiClient } from './client.ts';
import { createApiHooks } from './hooks.ts';
import { BASE_URL, booking, url } from './test-utils.ts';
import { freshSwrCache, mockApiServer } from './test-setup.tsx';

const server = mockApiServer(cleanup);
// A visitor: the link is the only credential.
const client = createApiClient({ baseUrl: BASE_URL });
const hooks = createBookingLinkHooks(client, createApiHooks(client).useRevalidate);

describe('createBookingLinkHooks', () => {
  it('useLinkedBooking reads the booking by its token, and nothing for null', async () => {
    const asked: string[] = [];
    server.use(
      http.get(url('/booking-links/{token}'), ({ params }) => {
        asked.push(String(params.token));
        return HttpResponse.json({ data: booking });
      }),
    );
    renderHook(() => hooks.useLinkedBooking(null), { wrapper: freshSwrCache });
    const { result } = renderHook(() => hooks.useLinkedBooking('1.0.x.y'), {
      wrapper: freshSwrCache,
    });
    await waitFor(() => expect(result.current.data?.data).toEqual(booking));
    expect(asked).toEqual(['1.0.x.y']);
  });

  it('a void link answers its 410 message as the error, asked once', async () => {
    let asked = 0;
    server.use(
      http.get(url('/booking-links/{token}'), () => {
        asked += 1;
        return HttpResponse.json({ message: '預約連結已失效' }, { status: 410 });
      }),
    );
    const { result } = renderHook(() => hooks.useLinkedBooking('void'), {
      wrapper: freshSwrCache,
    });
    await waitFor(() => expect(result.current.error).toEqual({ message: '預約連結已失效' }));
    expect(asked).toBe(1);
  });

  it('cancel and reschedule answer MutationResults with the new link and 409 message', async () => {
    let moves = 0;
    server.use(
      http.post(url('/booking-links/{token}/cancel'), () =>
        HttpResponse.json({ message: '預約已取消' }),
      ),
      http.post(url('/booking-links/{token}/reschedule'), () => {
        moves += 1;
        return moves === 1
          ? HttpResponse.json({ message: '預約已改期', data: booking, link: 'new' })
          : HttpResponse.json({ message: '這個時段已被預約，請選擇其他時段' }, { status: 409 });
      }),
    );
    const { result } = renderHook(
      () => ({
        cancel: hooks.useCancelLinkedBooking(),
        move: hooks.useRescheduleLinkedBooking(),
      }),
      { wrapper: freshSwrCache },
    );
    await expect(result.current.cancel('t')).resolves.toMatchObject({ ok: true });
    const moved = await result.current.move('t', { date: '2026-11-26', start: '10:00' });
    expect(moved).toMatchObject({ ok: true, data: { link: 'new' } });
    const taken = await result.current.move('t', { date: '2026-11-26', start: '11:00' });
    expect(taken).toMatchObject({
      ok: false,
      status: 409,
      message: '這個時段已被預約，請選擇其他時段',
    });
  });
});
