import { readFileSync } from 'node:fs';
import { CHAT_MESSAGES as M } from '../packages/rules/src/chat';
import { expect, test } from './fixtures';

/**
 * The chat's launcher on the shop's pages (docs/requirements.md §2 "Customer-service chat"): a
 * visitor on a product page opens it, asks, gets the answer, closes it and opens it again with
 * the conversation kept; the chat's code loads only when it opens. The seed's product 14 (the
 * canvas tote) is read, never changed.
 */
test('a visitor opens the chat from a product page, asks, closes it, reopens it: history kept', async ({
  page,
  problems,
  shot,
}) => {
  // The launcher's chat chunk, by the production build's manifest (file names are hashes).
  const manifest = JSON.parse(
    readFileSync(new URL('../packages/app/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const panelChunk = manifest['src/features/chat/ChatPanel.tsx']?.file ?? 'missing';
  const chatCode: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.endsWith(panelChunk) || url.includes('/api/chat/')) chatCode.push(url);
  });
  await page.goto('/shopping/product-detail/14');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const launcher = page.getByRole('button', { name: M.openChat });
  await expect(launcher).toBeVisible();
  expect(chatCode).toEqual([]);

  await launcher.click();
  const panel = page.getByRole('dialog', { name: M.title });
  const log = panel.getByRole('log', { name: M.conversationLog });
  await expect(log).toContainText(M.greeting);
  expect(chatCode.length).toBeGreaterThan(0);
  const field = panel.getByRole('textbox', { name: M.placeholder });
  await field.fill('運費怎麼算？');
  await field.press('Enter');
  await expect(log).toContainText('運費怎麼算？');
  await expect(log.getByText(M.assistantName).last()).toBeVisible();
  const answers = await log.locator('li').count();
  expect(answers).toBeGreaterThanOrEqual(3);
  await shot('chat-launcher-open');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: M.openChat })).toBeFocused();
  // Still on the product page.
  await expect(page).toHaveURL(/\/shopping\/product-detail\/14/);

  await page.getByRole('button', { name: M.openChat }).click();
  await expect(log).toContainText('運費怎麼算？');
  await expect(log.locator('li')).toHaveCount(answers);
  await panel.getByRole('button', { name: M.closeChat }).first().click();
  await expect(panel).toBeHidden();
  expect(problems).toEqual([]);
});
