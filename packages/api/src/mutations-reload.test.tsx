// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApiHooks } from './hooks.ts';
import { booking, loggedIn, slotList, url, validationError } from './test-utils.ts';
import { freshSwrCache, mockApiServer, sessionClient as setup } from './test-setup.tsx';

const server = mockApiServer(() => vi.restoreAllMocks());

describe('booking writes reload the slots and the bookings on screen', () => {
  /** Slots and bookings that count their GETs (in the first slot's status and the list's length). */
  function bookingServer() {
    let reads = 0;
    server.use(
      http.get(url('/slots'), () => {
        reads += 1;
        return HttpResponse.json(slotList);
      }),
      http.get(url('/bookings'), () => {
        reads += 1;
        return HttpResponse.json({ data: [booking] });
      }),
    );
    const hooks = createApiHooks(setup(loggedIn()).client);
    return { hooks, reads: () => reads };
  }

  it('a booking answers the saved booking after both reads were asked again', async () => {
    const { hooks, reads } = bookingServer();
    const bodies: unknown[] = [];
    server.use(
      http.post(url('/bookings'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: '預約完成', data: booking }, { status: 201 });
      }),
    );
    const { result } = renderHook(
      () => ({
        slots: hooks.useSlots('2026-11-25'),
        mine: hooks.useMyBookings(),
        book: hooks.useCreateBooking(),
      }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(reads()).toBe(2));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.book({ date: '2026-11-25', start: '13:00', topic: '合作洽談' });
    });
    expect(answer).toEqual({ ok: true, data: { message: '預約完成', data: booking } });
    expect(bodies).toEqual([{ date: '2026-11-25', start: '13:00', topic: '合作洽談' }]);
    expect(reads()).toBe(4);
  });

  it('a taken slot answers 409 with its message and reloads; a 422 names the field and does not', async () => {
    const { hooks, reads } = bookingServer();
    let status = 409;
    server.use(
      http.post(url('/bookings'), () =>
        status === 409
          ? HttpResponse.json({ message: '這個時段已被預約，請選擇其他時段' }, { status })
          : HttpResponse.json(validationError('start', '時段須為 10:00 至 16:00 的整點'), {
              status,
            }),
      ),
    );
    const { result } = renderHook(
      () => ({ slots: hooks.useSlots('2026-11-25'), book: hooks.useCreateBooking() }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(reads()).toBe(1));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.book({ date: '2026-11-25', start: '13:00', topic: '合作洽談' });
    });
    expect(answer).toEqual({
      ok: false,
      status: 409,
      message: '這個時段已被預約，請選擇其他時段',
    });
    expect(reads()).toBe(2);
    status = 422;
    await act(async () => {
      answer = await result.current.book({ date: '2026-11-25', start: '13:30', topic: '合作洽談' });
    });
    expect(answer).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { start: '時段須為 10:00 至 16:00 的整點' },
    });
    expect(reads()).toBe(2);
  });

  it('a cancellation is sent as DELETE of the id and reloads both reads', async () => {
    const { hooks, reads } = bookingServer();
    const deleted: string[] = [];
    server.use(
      http.delete(url('/bookings/{id}'), ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: '預約已取消' });
      }),
    );
    const { result } = renderHook(
      () => ({
        slots: hooks.useSlots('2026-11-25'),
        mine: hooks.useMyBookings(),
        cancel: hooks.useCancelBooking(),
      }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(reads()).toBe(2));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.cancel(booking.id);
    });
    expect(answer).toEqual({ ok: true, data: { message: '預約已取消' } });
    expect(deleted).toEqual([String(booking.id)]);
    expect(reads()).toBe(4);
  });
});

describe('the task writes of the hooks', () => {
  const task = {
    id: 3,
    recipients: ['amy@example.com'],
    subject: '十一月電子報',
    content: '內容',
    start_at: '2026-11-25 10:00:00',
    state: 'done' as const,
    sent: 1,
    total: 1,
    error: null,
    created_at: '2026-11-25T01:59:30Z',
    finished_at: '2026-11-25T02:00:04Z',
  };

  /** GET /tasks answering one more task on every call. */
  function taskServer() {
    let calls = 0;
    server.use(
      http.get(url('/tasks'), () => {
        calls++;
        return HttpResponse.json({
          data: Array.from({ length: calls }, (_, i) => ({ ...task, id: i + 1 })),
        });
      }),
    );
    return createApiHooks(setup(loggedIn()).client);
  }

  it('a scheduled task reloads the task list on screen before the hook answers', async () => {
    const hooks = taskServer();
    server.use(
      http.post(url('/tasks'), () =>
        HttpResponse.json({ message: '任務已建立', data: task }, { status: 201 }),
      ),
    );
    const { result } = renderHook(
      () => ({ list: hooks.useTasks(), create: hooks.useCreateTask() }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.list.data?.data).toHaveLength(1));
    let answer: { ok: boolean } | undefined;
    await act(async () => {
      answer = await result.current.create({
        recipients: ['amy@example.com'],
        subject: 's',
        content: 'c',
      });
    });
    expect(answer?.ok).toBe(true);
    expect(result.current.list.data?.data).toHaveLength(2);
  });

  it('a cancel refused with 409 (the task ended meanwhile) answers the message and reloads', async () => {
    const hooks = taskServer();
    server.use(
      http.post(url('/tasks/{id}/cancel'), () =>
        HttpResponse.json({ message: '任務已結束，無法取消' }, { status: 409 }),
      ),
    );
    const { result } = renderHook(
      () => ({ list: hooks.useTasks(), cancel: hooks.useCancelTask() }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.list.data?.data).toHaveLength(1));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.cancel(1);
    });
    expect(answer).toEqual({ ok: false, status: 409, message: '任務已結束，無法取消' });
    expect(result.current.list.data?.data).toHaveLength(2);
  });
});
