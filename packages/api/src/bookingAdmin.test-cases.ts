import type { Case } from './client.test-cases.ts';
import { booking } from './test-utils.ts';

const managed = {
  booking,
  member: { id: 2, name: '王小明', email: 'ming@example.com' },
  state: 'cancelled' as const,
  cancelled_at: '2026-11-27T08:00:00.000Z',
  cancel_reason: '臨時有事',
};

/** The owner's view of the bookings (docs/adr/0017), cases as client.test-cases.ts's. */
export const bookingAdminCases: Case[] = [
  {
    operationId: 'listManagedBookings',
    call: (api) =>
      api.GET('/manage/bookings', { params: { query: { state: 'upcoming', page: 1 } } }),
    ok: {
      status: 200,
      body: {
        data: [{ ...managed, state: 'upcoming', cancelled_at: null, cancel_reason: null }],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 1, from: 1, to: 1 },
      },
    },
    fail: { status: 403, body: { message: '只有管理員可以查看所有預約' } },
  },
  {
    operationId: 'cancelManagedBooking',
    call: (api) =>
      api.POST('/manage/bookings/{id}/cancel', {
        params: { path: { id: 7 } },
        body: { reason: '臨時有事' },
      }),
    ok: { status: 200, body: { message: '預約已取消', data: managed } },
    fail: { status: 409, body: { message: '這個預約已經取消' } },
  },
];
