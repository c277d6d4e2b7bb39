/**
 * Docs pages of the built Storybook show each state a story names, not only the first render: the
 * stories that opt in (`docs.story.autoplay`, .storybook/docsPlay.ts) play there, one at a time.
 */
import { expect, test, type Page } from '@playwright/test';
import { onlyLeft } from '../../packages/rules/src/checkout';

const openDocs = async (page: Page, id: string) => {
  await page.goto(`/iframe.html?id=${id}--docs&viewMode=docs`);
  return (story: string) => page.locator(`#anchor--${id}--${story}`);
};

test('LoginForm: Filled, Submitting, Server Error and Success show their state', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const story = await openDocs(page, 'forms-loginform');
  const done = { timeout: 90_000 };
  await expect(story('filled').getByRole('textbox', { name: 'Email' })).toHaveValue(
    'amy@example.com',
    done,
  );
  await expect(story('submitting').getByRole('button', { name: '登入' })).toBeDisabled(done);
  await expect(story('server-error').getByRole('alert')).toHaveText('密碼或帳號錯誤', done);
  await expect(story('success').getByRole('checkbox')).toBeChecked(done);
});

test('TaskMailForm: Submitting and the server’s errors show their state', async ({ page }) => {
  test.setTimeout(120_000);
  const story = await openDocs(page, 'forms-taskmailform');
  const done = { timeout: 90_000 };
  await expect(story('submitting').getByRole('button', { disabled: true })).toBeVisible(done);
  await expect(story('too-many-tasks').getByRole('alert')).toBeVisible(done);
});

/**
 * Every story of a page plays through there, in turn (`data-docs-played`, .storybook/docsPlay.ts):
 * Pagination's and CartView's plays count the calls of spies their stories share, which each turn
 * clears first.
 */
for (const [id, title] of [
  ['primitives-pagination', 'Pagination'],
  ['shopping-cartview', 'CartView'],
] as const) {
  test(`${title}: every story plays through on its docs page`, async ({ page }) => {
    test.setTimeout(120_000);
    const story = await openDocs(page, id);
    await expect(story('playground')).toBeVisible();
    const blocks = page.locator(`[id^="anchor--${id}--"]`);
    const count = await blocks.count();
    expect(count).toBeGreaterThan(4);
    await expect(blocks.locator('[data-docs-played]')).toHaveCount(count, { timeout: 90_000 });
  });
}

test('CartView: a refused quantity shows the server’s message on the docs page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const story = await openDocs(page, 'shopping-cartview');
  await expect(story('quantity-refused').getByRole('alert')).toHaveText(onlyLeft(3), {
    timeout: 90_000,
  });
});
