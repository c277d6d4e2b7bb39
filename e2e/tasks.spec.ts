import { TASK_MESSAGES } from '../packages/rules/src/tasks';
import { DEMO_ADMIN } from '../packages/rules/src/demoAdmin';
import { apiLogin, registeredMember, storeSession } from './api';
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

test("an administrator goes from the task screen to every member's tasks and filters them; a member is refused", async ({
  page,
  request,
  problems,
}) => {
  const member = await registeredMember(request, 'task-owner');
  const owner = await apiLogin(request, member.email, member.password);
  const subject = `下週會議提醒 ${Date.now()}`;
  // Due tomorrow (Asia/Taipei wall-clock time, as the contract writes it): it waits.
  const startAt = new Date(Date.now() + 32 * 3_600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
  const created = await request.post('/api/tasks', {
    headers: { Authorization: `Bearer ${owner.access_token}` },
    data: { recipients: [member.email], subject, content: '會議在三樓。', start_at: startAt },
  });
  expect(created.status()).toBe(201);

  // The member: the task screen has no operator's link, and the view by hand says who may see it.
  await page.goto('/');
  await storeSession(page, owner);
  await page.goto('/tasks/task-mail');
  await expect(page.getByRole('listitem', { name: subject })).toBeVisible();
  await expect(page.getByRole('link', { name: '查看所有會員的任務' })).toHaveCount(0);
  await page.goto('/tasks/manage');
  await expect(page.getByText(TASK_MESSAGES.adminLogin)).toBeVisible();

  // The administrator finds the view from the task screen and sees the member's task waiting.
  await storeSession(page, await apiLogin(request, DEMO_ADMIN.email, DEMO_ADMIN.password));
  await page.goto('/tasks/task-mail');
  await page.getByRole('link', { name: '查看所有會員的任務' }).click();
  await expect(page).toHaveURL('/tasks/manage');
  const filters = page.getByRole('group', { name: '依狀態篩選' });
  await filters.getByRole('button', { name: /^等待中/ }).click();
  await expect(page).toHaveURL('/tasks/manage?state=waiting');
  await expect(page.getByRole('listitem', { name: subject })).toBeVisible();
  await expect(page.getByText(member.email).first()).toBeVisible();
  await filters.getByRole('button', { name: /^已完成/ }).click();
  await expect(page.getByRole('listitem', { name: subject })).toHaveCount(0);
  expect(problems).toEqual([]);
});
