import { CHAT_MESSAGES as M } from '../packages/rules/src/chat';
import { DEMO_ADMIN } from '../packages/rules/src/demoAdmin';
import { apiLogin, storeSession } from './api';
import { expect, test } from './fixtures';

test('a visitor asks, the assistant answers, an administrator takes over from the inbox in another browser; both live; a reload keeps it all', async ({
  page,
  browser,
  baseURL,
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

  // The visitor writes while waiting: the inbox shows it as the conversation's last message.
  const tag = `e2e-${Date.now().toString(36)}`;
  await field.fill(`訂單編號 ${tag}`);
  await field.press('Enter');
  await expect(log).toContainText(`訂單編號 ${tag}`);

  // An administrator, in a second browser, opens the inbox, takes it over and answers.
  const admin = await apiLogin(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const desk = await browser.newContext({ baseURL });
  const agentPage = await desk.newPage();
  await agentPage.goto('/');
  await storeSession(agentPage, admin);
  await agentPage.goto('/chat/inbox');
  await expect(agentPage.getByRole('heading', { level: 1 })).toHaveText(M.inboxTitle);
  await agentPage.getByRole('button', { name: new RegExp(tag) }).click();
  const agentLog = agentPage.getByRole('log', { name: M.conversationLog });
  await expect(agentLog).toContainText('請問可以退貨嗎？');
  await agentPage.getByRole('button', { name: M.takeOver }).click();
  await expect(agentPage.getByText(M.heldBy(DEMO_ADMIN.name)).first()).toBeVisible();
  const reply = agentPage.getByRole('textbox', { name: M.placeholder });
  await reply.fill('您好，我是客服，請提供訂單編號。');
  await reply.press('Enter');
  await expect(agentLog).toContainText('您好，我是客服，請提供訂單編號。');

  // The visitor sees who answers and the reply, live.
  await expect(page.getByText(M.answeredBy(DEMO_ADMIN.name))).toBeVisible();
  await expect(log).toContainText('您好，我是客服，請提供訂單編號。');
  await shot('chat-agent');
  // And the administrator sees the visitor's answer, live.
  await field.fill('好的，謝謝');
  await field.press('Enter');
  await expect(agentLog).toContainText('好的，謝謝');

  // A reload resumes the same conversation: every message once.
  await page.reload();
  await expect(log).toContainText('您好，我是客服，請提供訂單編號。');
  await expect(log.getByText('請問可以退貨嗎？', { exact: true })).toHaveCount(1);

  // The visitor ends it and rates it.
  await page.getByRole('button', { name: M.endChat }).click();
  await page.getByRole('button', { name: M.ratingLabel(5) }).click();
  await page.getByRole('button', { name: M.rateSubmit }).click();
  await expect(page.getByText(M.rated)).toBeVisible();
  // The inbox's conversation ends live too.
  await expect(agentPage.getByRole('textbox', { name: M.placeholder })).toHaveCount(0);
  await desk.close();
  expect(problems).toEqual([]);
});
