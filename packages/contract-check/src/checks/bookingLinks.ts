import type { Body } from '../http.ts';
import { invalid, same, type CheckContext } from './shared.ts';

const LINK_OPERATIONS = ['getLinkedBooking', 'cancelLinkedBooking', 'rescheduleLinkedBooking'];

/** A day in Asia/Taipei (UTC+8 all year) `days` after today, `YYYY-MM-DD`. */
const taipeiDate = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The first `/booking/booking?link=PREFIX…` link in mail to `email` since `since`, or null in time. */
async function linkOf(ctx: CheckContext, email: string, prefix: string, since: number) {
  const deadline = Date.now() + ctx.mailTimeoutMs;
  for (;;) {
    for (const mail of ctx.mailbox.received.slice(since)) {
      if (!mail.to.includes(email.toLowerCase())) continue;
      for (const match of mail.text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
        const url = new URL(match[0].replaceAll('&amp;', '&'));
        if (
          url.pathname.endsWith('/booking/booking') &&
          url.searchParams.get('link')?.startsWith(prefix)
        )
          return url;
      }
    }
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The booking mails' links (openapi.yaml `getLinkedBooking`, `cancelLinkedBooking`,
 * `rescheduleLinkedBooking`): a made-up token is 404 on all three; with a member, a booking of the
 * furthest day's last open slot mails a `/booking/booking?link=` link, which reads the booking,
 * refuses a bad slot with 422, moves it to the slot before (200, a new link; the old one is 410),
 * and the new one cancels it once, and is 410 from then on.
 */
export async function bookingLinkChecks(
  ctx: CheckContext,
  token: string | null,
  email: string,
): Promise<void> {
  const { contract, client, mailbox, report } = ctx;
  const c = client.call.bind(client);
  const forged = {
    params: { token: '1.0.20260101000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  };
  await c('getLinkedBooking', 'a made-up token', forged, { status: 404 });
  await c('cancelLinkedBooking', 'a made-up token', forged, { status: 404 });
  await c(
    'rescheduleLinkedBooking',
    'a made-up token',
    { ...forged, json: { date: taipeiDate(14), start: '10:00' } },
    { status: 404 },
  );
  if (!token) {
    for (const id of LINK_OPERATIONS) report.unreachable(id, 'journey', 'no token (login failed)');
    return;
  }
  const far = taipeiDate(14);
  const day = await c(
    'listSlots',
    'the furthest day, for a linked booking',
    { query: { date: far } },
    { status: 200 },
  );
  const opens = ((day?.data ?? []) as Body[]).filter((s) => s.status === 'open');
  const open = opens.pop();
  // Where the reschedule moves it: the open slot before the last, if any.
  const other = opens.pop();
  if (!open) {
    for (const id of LINK_OPERATIONS) report.unreachable(id, 'journey', `no open slot on ${far}`);
    return;
  }
  const before = mailbox.received.length;
  const saved = await c(
    'createBooking',
    'a booking whose mail carries links',
    { token, json: { date: far, start: String(open.start), topic: '合約檢查：連結' } },
    { status: 201 },
  );
  const id = (saved?.data as Body | undefined)?.id;
  // This booking's own link: the reference server's token starts `id.0.created` (a backend whose
  // tokens differ is still found by the first link below), since the mails of the booking checks
  // before (the same member, maybe the same id once freed) may still be arriving.
  const created = String((saved?.data as Body | undefined)?.created_at ?? '').replace(/\D/g, '');
  const link = saved
    ? ((await linkOf(ctx, email, `${String(id)}.0.${created.slice(0, 14)}`, before)) ??
      (await linkOf(ctx, email, '', before)))
    : null;
  const linkToken = link?.searchParams.get('link');
  if (!linkToken) {
    if (saved)
      report.deviate(
        'createBooking',
        'booking mail',
        `no mail with a /booking/booking?link= link reached the SMTP sink within ${ctx.mailTimeoutMs} ms`,
      );
    for (const op of LINK_OPERATIONS) report.unreachable(op, 'journey', 'no booking link mailed');
    if (id !== undefined)
      await c(
        'cancelBooking',
        'the linked booking (clean-up)',
        { token, params: { id: Number(id) } },
        { status: 200 },
      );
    return;
  }
  report.pass('createBooking', 'booking mail with a /booking/booking?link= link');
  const params = { token: linkToken };
  await c(
    'getLinkedBooking',
    'the token from the mail',
    { params },
    { status: 200, check: (b) => same('data.id', (b.data as Body | undefined)?.id, id) },
  );
  await c(
    'rescheduleLinkedBooking',
    'a start off the hour',
    { params, json: { date: far, start: '10:30' } },
    invalid(contract, 'rescheduleLinkedBooking', [['start', 'not 10:00 to 16:00 on the hour']]),
  );
  if (other) {
    const moved = await c(
      'rescheduleLinkedBooking',
      'another open slot of the day',
      { params, json: { date: far, start: String(other.start) } },
      {
        status: 200,
        check: (b) => [
          ...same('data.id', (b.data as Body | undefined)?.id, id),
          ...same('data.start', (b.data as Body | undefined)?.start, other.start),
          ...(typeof b.link === 'string' && b.link !== linkToken ? [] : ['no new link']),
        ],
      },
    );
    if (typeof moved?.link === 'string') {
      await c('getLinkedBooking', 'the token before the reschedule', { params }, { status: 410 });
      params.token = moved.link;
    }
  } else
    report.unreachable('rescheduleLinkedBooking', 'another open slot', `one open slot on ${far}`);
  await c('cancelLinkedBooking', 'the token from the mail', { params }, { status: 200 });
  await c('getLinkedBooking', 'the used token', { params }, { status: 410 });
  await c('cancelLinkedBooking', 'the used token', { params }, { status: 410 });
  await c(
    'rescheduleLinkedBooking',
    'the used token',
    { params, json: { date: far, start: String(open.start) } },
    { status: 410 },
  );
}
