import { BOOKING_DETAIL_MESSAGES } from '../packages/rules/src/bookingDetails';
import {
  BOOKING_MESSAGES,
  bookableDates,
  formatBookingDate,
  taipeiToday,
} from '../packages/rules/src/booking';
import { BOOKING_ADMIN_MESSAGES } from '../packages/rules/src/bookingAdmin';
import { DEMO_ADMIN } from '../packages/rules/src/demoAdmin';
import { apiLogin, registeredMember, storeSession } from './api';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Picks a date. The choice lives in the URL (`?date=`), so the radio shows it once the router has
 * navigated, a moment after the click: `check()`, which wants the state changed at once, failed on
 * a loaded machine.
 */
async function chooseDate(page: Page, date: string) {
  const radio = page.getByRole('radio', { name: formatBookingDate(date) });
  await radio.click();
  await expect(radio).toBeChecked();
}

/**
 * The booking system (docs/adr/0017-booking-and-task-scheduler.md) from the resume: a visitor sees the slots and is led
 * to log in, comes back, books a slot of tomorrow (every slot of tomorrow in Taipei is bookable at
 * any hour of the test), finds it in their bookings, cancels it, and the slot is free again.
 */
test('from the resume to a booking: visitor led to log in, member books, sees and cancels it', async ({
  page,
  problems,
  shot,
}) => {
  const member = await registeredMember(page.request, 'booking');
  const tomorrow = bookableDates(new Date())[1] ?? '';
  const slot = `${formatBookingDate(tomorrow)} 11:00–12:00`;

  await page.goto('/resume');
  await page.getByRole('link', { name: '預約系統' }).click();
  await expect(page).toHaveURL('/booking/booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('預約一對一諮詢');
  // A visitor sees today's slots (no booking button) and the way to log in.
  await expect(page.getByRole('heading', { name: BOOKING_MESSAGES.loginToBook })).toBeVisible();
  await expect(page.getByRole('button', { name: /^預約 / })).toHaveCount(0);
  await chooseDate(page, tomorrow);
  // After the day's last slot the screen already opens on tomorrow, and the address keeps no date.
  await expect(page).toHaveURL(new RegExp(`/booking/booking(\\?date=${tomorrow})?$`));
  await expect(page.getByLabel(slot, { exact: true })).toContainText('可預約');
  await shot('visitor');

  await page.locator('main').getByRole('link', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL(/\/login-new\?next=/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('密碼', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL('/booking/booking');
  await expect(page.getByRole('heading', { name: '我的預約' })).toBeVisible();
  await expect(page.getByText('目前沒有預約。')).toBeVisible();

  await chooseDate(page, tomorrow);
  await page.getByRole('button', { name: `預約 ${slot}` }).click();
  // Asked first, naming the slot.
  const confirmBook = page.getByRole('alertdialog', { name: BOOKING_MESSAGES.confirmBook });
  await expect(confirmBook).toContainText(`${slot}（台北時間）`);
  // A topic is asked for: without one the confirmation stays open and says so.
  await confirmBook.getByRole('button', { name: '確定預約' }).click();
  await expect(confirmBook.getByRole('textbox', { name: /諮詢主題/ })).toHaveAccessibleDescription(
    new RegExp(BOOKING_DETAIL_MESSAGES.topicRequired),
  );
  await confirmBook.getByRole('button', { name: '網站開發諮詢' }).click();
  await confirmBook.getByRole('textbox', { name: /備註/ }).fill('想討論電商網站的金流串接');
  await shot('confirm');
  await confirmBook.getByRole('button', { name: '確定預約' }).click();
  await expect(page.getByRole('status')).toHaveText(BOOKING_MESSAGES.booked);
  await expect(page.getByLabel(slot, { exact: true }).first()).toContainText('您的預約');
  // Listed under 我的預約 with its topic, its note and its cancel button.
  const mine = page.locator('aside');
  await expect(mine).toContainText('網站開發諮詢');
  await expect(mine).toContainText('想討論電商網站的金流串接');
  const cancel = page.getByRole('button', { name: `取消 ${slot}` });
  await expect(cancel).toBeVisible();
  await shot('booked');

  // The server has it: another look (a reload) shows the same booking.
  await page.reload();
  await expect(cancel).toBeVisible();

  await cancel.click();
  const confirmCancel = page.getByRole('alertdialog', { name: BOOKING_MESSAGES.confirmCancel });
  await expect(confirmCancel).toContainText(slot);
  await confirmCancel.getByRole('button', { name: '確定取消' }).click();
  await expect(page.getByRole('status')).toHaveText(BOOKING_MESSAGES.cancelled);
  await expect(page.getByText('目前沒有預約。')).toBeVisible();
  await expect(page.getByLabel(slot, { exact: true })).toContainText('可預約');
  await shot('cancelled');
  expect(problems).toEqual([]);
});

/**
 * After the day's last slot has begun (16:30 in Taipei) the screen opens on tomorrow, whose slots
 * are all free, not on a today with nothing left to book.
 */
test("after today's last slot the booking screen opens on tomorrow", async ({ page, problems }) => {
  const today = taipeiToday(new Date());
  await page.clock.setFixedTime(new Date(`${today}T16:30:00+08:00`));
  const tomorrow = bookableDates(new Date(`${today}T16:30:00+08:00`))[1] ?? '';

  await page.goto('/booking/booking');
  await expect(page.getByRole('radio', { name: formatBookingDate(tomorrow) })).toBeChecked();
  await expect(
    page.getByLabel(`${formatBookingDate(tomorrow)} 10:00–11:00`, { exact: true }),
  ).toContainText('可預約');
  expect(problems).toEqual([]);
});

/**
 * The owner's view of bookings (docs/adr/0017 "The owner's view of bookings"): a member books,
 * the administrator finds it under 所有預約 on the booking screen and cancels it with a reason;
 * the member's 我的預約 no longer lists it and the dev mailbox has the mail. The slot is three
 * days ahead, bookable at any hour of the test.
 */
test("the owner sees a member's booking under 所有預約 and cancels it with a reason", async ({
  page,
  request,
  problems,
}) => {
  const member = await registeredMember(request, 'booking-owner');
  const owner = await apiLogin(request, member.email, member.password);
  const date = bookableDates(new Date())[3] ?? '';
  const booked = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${owner.access_token}` },
    data: { date, start: '13:00', topic: '技術問題討論', note: '想請教部署' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const slot = `${formatBookingDate(date)} 13:00–14:00`;

  // A member sees no 所有預約.
  await page.goto('/');
  await storeSession(page, owner);
  await page.goto('/booking/booking');
  await expect(page.locator('aside')).toContainText('技術問題討論');
  await expect(page.getByRole('heading', { name: '所有預約' })).toHaveCount(0);

  await storeSession(page, await apiLogin(request, DEMO_ADMIN.email, DEMO_ADMIN.password));
  await page.goto(`/booking/booking?from=${date}`);
  await expect(page.getByRole('heading', { name: '所有預約' })).toBeVisible();
  await expect(page.getByText('日期與時間皆為台北時間（UTC+8）。')).toBeVisible();
  const row = page.getByRole('listitem', { name: `${slot} ${member.name}` });
  await expect(row).toContainText(member.email);
  await expect(row).toContainText('想請教部署');
  await row.getByRole('button', { name: /^取消預約：/ }).click();
  const confirm = page.getByRole('alertdialog', { name: BOOKING_ADMIN_MESSAGES.confirmCancel });
  await expect(confirm).toContainText(`${slot}（台北時間）`);
  await confirm.getByLabel('取消原因（選填，會寄給會員）').fill('當天臨時有事，請改約其他時段');
  await confirm.getByRole('button', { name: '確定取消' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: '已由管理員取消' }).click();
  await expect(page).toHaveURL(/state=cancelled/);
  await expect(page.getByRole('listitem', { name: `${slot} ${member.name}` })).toContainText(
    '取消原因：當天臨時有事，請改約其他時段',
  );

  // The member's 我的預約 no longer lists it; the mail says the owner cancelled it, and why.
  await storeSession(page, owner);
  await page.goto('/booking/booking');
  await expect(page.getByText('目前沒有預約。')).toBeVisible();
  await expect(async () => {
    const res = await request.get('/api/dev/mail');
    const { data } = (await res.json()) as {
      data: { to: string; subject: string; text: string }[];
    };
    const mail = data.find((m) => m.to === member.email && m.subject.includes('站長取消'));
    expect(mail?.text).toContain(`${slot}（台北時間）`);
    expect(mail?.text).toContain('原因：當天臨時有事，請改約其他時段');
  }).toPass();
  expect(problems).toEqual([]);
});
