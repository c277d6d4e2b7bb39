import { BOOKING_LINK_PARAM } from '../packages/rules/src/bookingMail';
import {
  BOOKING_MESSAGES,
  SLOT_STARTS,
  bookableDates,
  formatBookingDate,
  slotEnd,
} from '../packages/rules/src/booking';
import { loggedInMember } from './api';
import { expect, test } from './fixtures';

/**
 * The booking's mails and links (docs/adr/0017 "Mails, reminder and links"): a member books, the
 * dev mailbox has the confirmation with its `.ics`, and its 取消預約 link, followed without a
 * login, asks first and cancels: the booking is gone. The furthest bookable day is free of the
 * other journeys' bookings at any hour; the slot is one of its seven, picked at random.
 */
test('book, open the mailbox, follow the cancel link, confirm: the booking is gone', async ({
  page,
  problems,
  shot,
}) => {
  const session = await loggedInMember(page, 'bookmail');
  const day = bookableDates(new Date()).at(-1) ?? '';
  const start = SLOT_STARTS[Math.floor(Math.random() * SLOT_STARTS.length)] ?? '10:00';
  const slot = `${formatBookingDate(day)} ${start}–${slotEnd(start)}`;

  await page.goto(`/booking/booking?date=${day}`);
  await page.getByRole('button', { name: `預約 ${slot}` }).click();
  const confirmBook = page.getByRole('alertdialog', { name: BOOKING_MESSAGES.confirmBook });
  await confirmBook.getByRole('button', { name: '合作洽談' }).click();
  await confirmBook.getByRole('button', { name: '確定預約' }).click();
  await expect(page.getByRole('status')).toHaveText(BOOKING_MESSAGES.booked);

  // A visitor from here on: the link needs no login.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/dev/mail');
  const mail = page
    .locator('article')
    .filter({ hasText: session.user.email })
    .filter({ hasText: '預約確認：合作洽談' });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`（台北時間）`);
  await expect(mail).toContainText('附件 booking.ics');
  await shot('mailbox');
  // The 改期 link shows the booking with both actions; 改期 offers the day's free slots.
  const rescheduleHref =
    (await mail.locator('a[href*="?link="]').first().getAttribute('href')) ?? '';
  const reschedule = new URL(rescheduleHref);
  await page.goto(`${reschedule.pathname}${reschedule.search}`);
  await expect(page.getByLabel('您的預約')).toContainText(`${slot}（台北時間）`);
  await shot('linked');
  await page.getByRole('button', { name: '改期' }).click();
  await expect(page.getByRole('group', { name: '選擇新的時段' })).toBeVisible();
  await shot('reschedule');
  await page.goto('/dev/mail');
  const cancelLink = mail.locator('a[href*="action=cancel"]');
  const href = (await cancelLink.getAttribute('href')) ?? '';
  expect(new URL(href).pathname).toBe('/booking/booking');
  expect(new URL(href).searchParams.get(BOOKING_LINK_PARAM)).toBeTruthy();
  // The link's origin is APP_URL; the journey stays on the test's own origin.
  const url = new URL(href);
  await page.goto(`${url.pathname}${url.search}`);

  const confirm = page.getByRole('alertdialog', { name: BOOKING_MESSAGES.confirmCancel });
  await expect(confirm).toContainText(`${slot}（台北時間）`);
  await shot('cancel-confirm');
  await confirm.getByRole('button', { name: '確定取消' }).click();
  await expect(page.getByRole('status')).toHaveText(BOOKING_MESSAGES.cancelled);
  await shot('cancelled');

  const mine = await page.request.get('/api/bookings', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(((await mine.json()) as { data: unknown[] }).data).toEqual([]);
  // The link is void now: opened again, it says so.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('alert')).toContainText('預約連結已失效');
  expect(problems).toEqual([]);
});
