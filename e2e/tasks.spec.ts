import { registeredMember } from './api';
import { expect, test } from './fixtures';

interface Mail {
  to: string;
  subject: string;
}

test('from the resume, a member schedules a mail task, watches it reach done, and the outbox has the mails', async ({
  page,
  problems,
  shot,
}) => {
  const member = await registeredMember(page.request, 'task');
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const stranger = `stranger-${tag}@example.com`;
  const subject = `十一月電子報 ${tag}`;

  await page.goto('/resume');
  await page.getByRole('link', { name: '任務排程' }).click();
  await expect(page).toHaveURL('/tasks/task-mail');
  // A visitor is told before typing, with a login that comes back here.
  await expect(page.getByRole('status')).toContainText('這個頁面需要會員登入');
  await page.getByRole('link', { name: '登入會員' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('密碼', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL('/tasks/task-mail');

  // Tasks mail only the member's own verified address (docs/adr/0011 decision 12): it is filled
  // in; a stranger added is refused under the field, and gets nothing.
  const recipients = page.getByLabel('收件人');
  await expect(recipients).toHaveValue(member.email);
  await recipients.fill(`${member.email}, ${stranger}`);
  await page.getByLabel('主旨').fill(subject);
  await page.getByLabel('內容').fill('各位好，這是本月的消息。');
  await page.getByRole('button', { name: '建立任務' }).click();
  await expect(page.getByText('收件人只能是你自己已驗證的 Email').first()).toBeVisible();
  await recipients.fill(member.email);
  await shot('task-form');
  await page.getByRole('button', { name: '建立任務' }).click();

  // The list polls every second: the bar moves to 100 % and the state to done.
  const bar = page.getByRole('progressbar', { name: subject });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(bar).toHaveAttribute('aria-valuetext', /已完成，已寄出 1 \/ 1 封/);
  await shot('task-done');

  const res = await page.request.get('/api/dev/mail');
  const { data } = (await res.json()) as { data: Mail[] };
  const sent = data.filter((m) => m.subject === subject).map((m) => m.to);
  expect(sent).toEqual([member.email]);
  expect(data.filter((m) => m.to === stranger)).toEqual([]);
  expect(problems).toEqual([]);
});
