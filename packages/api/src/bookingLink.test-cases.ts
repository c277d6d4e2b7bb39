import type { Case } from './client.test-cases.ts';
import { booking } from './test-utils.ts';

const token = '12.0.20261124031245.ZmFrZS1zaWduYXR1cmUtZm9yLXRoZS10ZXN0cy1vbmx5';
const path = { params: { path: { token } } };

/** A booking mail's link (docs/adr/0017 "Mails, reminder and links"), cases as client.test-cases.ts's. */
export const bookingLinkCases: Case[] = [
  {
    operationId: 'getLinkedBooking',
    call: (api) => api.GET('/booking-links/{token}', path),
    ok: { status: 200, body: { data: booking } },
    fail: { status: 410, body: { message: '預約連結已失效，預約可能已改期、取消或已開始' } },
  },
  {
    operationId: 'cancelLinkedBooking',
    call: (api) => api.POST('/booking-links/{token}/cancel', path),
    ok: { status: 200, body: { message: '預約已取消' } },
    fail: { status: 404, body: { message: '預約連結無效' } },
  },
  {
    operationId: 'rescheduleLinkedBooking',
    call: (api) =>
      api.POST('/booking-links/{token}/reschedule', {
        ...path,
        body: { date: '2026-11-26', start: '10:00' },
      }),
    sent: { date: '2026-11-26', start: '10:00' },
    ok: { status: 200, body: { message: '預約已改期', data: booking, link: `${token}x` } },
    fail: { status: 409, body: { message: '這個時段已被預約，請選擇其他時段' } },
  },
];
