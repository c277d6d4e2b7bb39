import { CHAT_MESSAGES as M } from '../packages/rules/src/chat';
import { DEMO_ADMIN } from '../packages/rules/src/demoAdmin';
import { apiLogin } from './api';
import { expect, test } from './fixtures';

test('a visitor asks, the assistant answers, a person takes over and answers live; a reload keeps it all', async ({
  page,
  problems,
  shot,
}) => {
  await page.goto('/chat/chat-box');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('智慧客服');
  const log = page.getByRole('log', { name: M.conversationLog });
  await expect(log).toContainText(M.greeting);

  const field = page.getByRole('textbox', { name: M.placeholder });
  await field.fill('請問可以退貨嗎？');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(log).toContainText('請問可以退貨嗎？');
  // The assistant answers from the FAQ at once.
  await expect(log).toContainText('30 天');
  await shot('chat-assistant');

  await page.getByRole('button', { name: M.handoff }).first().click();
  await expect(page.getByText(M.waitingForAgent)).toBeVisible();

  // An administrator, elsewhere, takes it over and answers.
  const admin = await apiLogin(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const headers = { Authorization: `Bearer ${admin.access_token}`, Accept: 'application/json' };
  const inbox = await page.request.get('/api/chat/inbox?status=waiting', { headers });
  expect(inbox.status()).toBe(200);
  const [waiting] = ((await inbox.json()) as { data: { id: number }[] }).data;
  expect(waiting).toBeDefined();
  const chat = `/api/chat/conversations/${String(waiting?.id)}`;
  expect((await page.request.post(`${chat}/takeover`, { headers })).status()).toBe(200);
  const reply = await page.request.post(`${chat}/messages`, {
    headers,
    data: { body: '您好，我是客服，請提供訂單編號。' },
  });
  expect(reply.status()).toBe(201);

  // The visitor sees who answers and the reply, live.
  await expect(page.getByText(M.answeredBy(DEMO_ADMIN.name))).toBeVisible();
  await expect(log).toContainText('您好，我是客服，請提供訂單編號。');
  await shot('chat-agent');

  // A reload resumes the same conversation: every message once.
  await page.reload();
  await expect(log).toContainText('您好，我是客服，請提供訂單編號。');
  await expect(log.getByText('請問可以退貨嗎？', { exact: true })).toHaveCount(1);

  // The visitor ends it and rates it.
  await page.getByRole('button', { name: M.endChat }).click();
  await page.getByRole('button', { name: M.ratingLabel(5) }).click();
  await page.getByRole('button', { name: M.rateSubmit }).click();
  await expect(page.getByText(M.rated)).toBeVisible();
  expect(problems).toEqual([]);
});
