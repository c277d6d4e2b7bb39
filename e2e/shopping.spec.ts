/**
 * The shop catalog as a buyer meets it (docs/adr/0030-shopping-catalog.md): from the resume's
 * product link to the spec picker and a link that keeps the chosen variant, and the storefront's
 * filters in the URL. The seed's product 14 is the canvas tote: 燕麥, 黑, 墨綠 × M, L; 黑 / M is
 * sold out and 墨綠 / L is not on sale.
 */
import { DEMO_ADMIN } from '../packages/rules/src/demoAdmin';
import { SHOP_MESSAGES, categoryHasChildren } from '../packages/rules/src/shopping';
import { apiLogin, storeSession } from './api';
import { expect, test } from './fixtures';

test("from the resume's product link, a variant is chosen, bounded by its stock, and kept by its link", async ({
  page,
  problems,
}) => {
  await page.goto('/resume');
  await page.getByRole('link', { name: '商品 14' }).click();
  await expect(page).toHaveURL('/shopping/product-detail-plus/14');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('經典帆布托特包');
  await expect(page.getByText('NT$890 – NT$1,090')).toBeVisible();

  await page.getByRole('button', { name: '黑', exact: true }).click();
  // Black in M is sold out: it cannot be chosen and says why.
  await expect(page.getByRole('button', { name: `M（${SHOP_MESSAGES.soldOut}）` })).toBeDisabled();
  await page.getByRole('button', { name: 'L', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('庫存 8 件');
  await expect(page.getByRole('paragraph').filter({ hasText: /^NT\$1,090$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/shopping\/product-detail-plus\/14\?variant=\d+$/);
  const kept = page.url();

  // The quantity stops at the variant's stock.
  const more = page.getByRole('button', { name: '增加數量' });
  for (let i = 0; i < 9; i++) if (await more.isEnabled()) await more.click();
  await expect(page.getByRole('spinbutton', { name: '數量' })).toHaveValue('8');
  await expect(more).toBeDisabled();
  await expect(page.getByText('NT$8,720')).toBeVisible();
  await expect(page.getByRole('link', { name: '此規格的連結' })).toHaveAttribute(
    'href',
    new URL(kept).pathname + new URL(kept).search,
  );

  // The link opens the page with the same variant chosen.
  await page.goto(kept);
  await expect(page.getByRole('button', { name: '黑', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'L', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('status')).toHaveText('庫存 8 件');

  // 墨綠 in L is not on sale.
  await page.getByRole('button', { name: 'L', exact: true }).click();
  await page.getByRole('button', { name: '黑', exact: true }).click();
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await expect(page.getByRole('button', { name: '墨綠', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: '墨綠', exact: true }).click();
  await expect(
    page.getByRole('button', { name: `L（${SHOP_MESSAGES.unavailable}）` }),
  ).toBeDisabled();

  // The breadcrumb opens the storefront on the product's category.
  await page
    .getByRole('navigation', { name: '商品分類' })
    .getByRole('link', { name: '包袋' })
    .click();
  await expect(page).toHaveURL(/\/shopping\?shop=folio&category=\d+$/);
  await expect(page.getByRole('combobox', { name: '分類' })).toHaveValue(/\d+/);
  await expect(page.getByRole('link', { name: /經典帆布托特包/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the storefront keeps its search, sort and page in the URL and says when nothing matches', async ({
  page,
  problems,
}) => {
  await page.goto('/shopping');
  // The site's navigation leads here.
  await expect(page.getByRole('banner').getByRole('link', { name: '商店' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const cards = page.getByRole('list', { name: '商品' }).getByRole('listitem');
  await expect(cards).toHaveCount(12);

  await page.getByRole('combobox', { name: '排序' }).selectOption('price_asc');
  await expect(page).toHaveURL('/shopping?sort=price_asc');
  await page
    .getByRole('navigation', { name: '商品分頁' })
    .getByRole('button', { name: /第 2 頁|^2$/ })
    .click();
  await expect(page).toHaveURL('/shopping?sort=price_asc&page=2');

  await page.getByRole('combobox', { name: '商店' }).selectOption('shanlan-tea');
  await expect(page).toHaveURL('/shopping?shop=shanlan-tea&sort=price_asc');
  await expect(cards.first()).toContainText('山嵐茶行');

  await page.getByRole('searchbox', { name: '搜尋商品' }).fill('烏龍');
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(page).toHaveURL(/search=%E7%83%8F%E9%BE%8D/);
  await expect(cards.first()).toContainText('烏龍');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: '搜尋商品' })).toHaveValue('烏龍');

  await page.getByRole('searchbox', { name: '搜尋商品' }).fill('不存在的商品');
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(SHOP_MESSAGES.noMatch + '清除篩選');
  await page.getByRole('button', { name: '清除篩選' }).click();
  await expect(page).toHaveURL('/shopping?sort=price_asc');
  await expect(cards).toHaveCount(12);
  expect(problems).toEqual([]);
});

test('a product that is not on sale says so, with a way back to the storefront', async ({
  page,
  problems,
}) => {
  await page.goto('/shopping/product-detail/99999');
  await expect(page.getByRole('alert')).toContainText(SHOP_MESSAGES.productNotFound);
  await page.getByRole('link', { name: '回到商店' }).click();
  await expect(page).toHaveURL('/shopping');
  expect(problems).toEqual([]);
});

test('visitors read the specification types; an administrator adds, reorders and deletes one, not one in use', async ({
  page,
  problems,
}) => {
  await page.goto('/shopping/spec-type');
  await expect(page.getByRole('listitem', { name: '顏色' })).toContainText('燕麥');
  await expect(page.getByText(SHOP_MESSAGES.adminOnly)).toBeVisible();
  await expect(page.getByRole('button', { name: '新增規格' })).toHaveCount(0);

  await storeSession(page, await apiLogin(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password));
  await page.reload();
  await page.getByRole('button', { name: '新增規格' }).click();
  await page.getByRole('textbox', { name: /規格名稱/ }).fill('材質');
  await page.getByRole('textbox', { name: '規格值 1' }).fill('棉');
  await page.getByRole('button', { name: '新增規格值' }).click();
  await page.getByRole('textbox', { name: '規格值 2' }).fill('麻');
  await page.getByRole('button', { name: '上移「麻」' }).click();
  await page.getByRole('button', { name: '儲存' }).click();
  const fabric = page.getByRole('listitem', { name: '材質' });
  await expect(fabric.getByRole('list', { name: '材質的規格值' })).toHaveText('麻棉');

  // A name another type has is refused by the server, the input kept.
  await page.getByRole('button', { name: '編輯「材質」' }).click();
  await page.getByRole('textbox', { name: /規格名稱/ }).fill('顏色');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('textbox', { name: /規格名稱/ })).toHaveAccessibleDescription(
    SHOP_MESSAGES.specNameTaken,
  );
  await page.getByRole('button', { name: '取消' }).click();

  await page.getByRole('button', { name: '刪除「材質」' }).click();
  await page.getByRole('button', { name: '確定刪除' }).click();
  await expect(page.getByRole('listitem', { name: '材質' })).toHaveCount(0);

  // A type that products offer stays, and the answer names them.
  await page.getByRole('button', { name: '刪除「顏色」' }).click();
  await page.getByRole('button', { name: '確定刪除' }).click();
  await expect(page.getByRole('alert')).toContainText('「顏色」仍被商品使用，無法刪除');
  await expect(page.getByRole('listitem', { name: '顏色' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an administrator edits a product in the advanced editor; a save after someone else’s is refused and reloading keeps the input', async ({
  page,
  problems,
}) => {
  await page.goto('/shopping/update-plus/17');
  await expect(page.getByText(SHOP_MESSAGES.adminOnly)).toBeVisible();
  const session = await apiLogin(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await storeSession(page, session);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('編輯商品（進階）：');

  // One stock for every row at once, then saved.
  await page.getByRole('textbox', { name: '全部庫存' }).fill('7');
  await page.getByRole('button', { name: '套用全部庫存' }).click();
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('status')).toHaveText(SHOP_MESSAGES.productUpdated);

  // Bad input: the rules' message in its cell, nothing sent, the input kept.
  const firstPrice = page
    .getByRole('table')
    .getByRole('textbox', { name: / 價格$/ })
    .first();
  await firstPrice.fill('0');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(firstPrice).toHaveAccessibleDescription(SHOP_MESSAGES.priceRange);
  await expect(firstPrice).toHaveValue('0');
  await firstPrice.fill('1280');

  // Someone else saves the product meanwhile.
  const auth = { Authorization: `Bearer ${session.access_token}` };
  const current = (await (
    await page.request.get('/api/manage/products/17', { headers: auth })
  ).json()) as { data: Record<string, unknown> & { version: number } };
  const { data } = current;
  const other = await page.request.put('/api/manage/products/17', {
    headers: auth,
    data: {
      company_flag: data.company_flag,
      category_id: data.category_id,
      name: data.name,
      description: data.description,
      status: data.status,
      spec_types: (data.spec_types as { id: number; values: { id: number }[] }[]).map((t) => ({
        spec_type_id: t.id,
        value_ids: t.values.map((v) => v.id),
      })),
      variants: (data.variants as Record<string, unknown>[]).map(
        ({ sku, price, stock, enabled, value_ids }) => ({ sku, price, stock, enabled, value_ids }),
      ),
      images: (data.images as { path: string }[]).map(({ path }) => ({ path })),
      version: data.version,
    },
  });
  expect(other.status()).toBe(200);

  const name = page.getByRole('textbox', { name: /商品名稱/ });
  await name.fill('皮革手帳本（限定版）');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('alert')).toContainText(SHOP_MESSAGES.productStale);
  await expect(name).toHaveValue('皮革手帳本（限定版）');
  await page.getByRole('button', { name: '重新載入最新版本' }).click();
  await expect(page.getByRole('status')).toHaveText(SHOP_MESSAGES.reloadedKeepInput);
  await expect(name).toHaveValue('皮革手帳本（限定版）');
  await expect(firstPrice).toHaveValue('1280');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('status')).toHaveText(SHOP_MESSAGES.productUpdated);

  await page.goto('/shopping/product-detail-plus/17');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('皮革手帳本（限定版）');
  expect(problems).toEqual([]);
});

test('an administrator adds a product in the basic editor and buyers see it', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await storeSession(page, await apiLogin(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password));
  await page.goto('/shopping/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新增商品');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('textbox', { name: /商品名稱/ })).toHaveAccessibleDescription(
    SHOP_MESSAGES.productNameRequired,
  );
  await expect(page.getByRole('textbox', { name: /價格/ })).toHaveAccessibleDescription(
    SHOP_MESSAGES.priceRange,
  );

  await page.getByRole('textbox', { name: /商品名稱/ }).fill('黃銅書籤（鹿）');
  await page.getByRole('textbox', { name: /商品說明/ }).fill('手工打磨，附**麻布袋**。');
  await page.getByRole('textbox', { name: /價格/ }).fill('360');
  await page.getByRole('textbox', { name: /庫存/ }).fill('5');
  // The SKU follows the advanced editor's rule (@folio/rules), checked before sending.
  const sku = page.getByRole('textbox', { name: '商品編號' });
  await sku.fill('書籤 鹿');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(sku).toHaveAccessibleDescription(
    new RegExp(`^${SHOP_MESSAGES.skuFormat.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await sku.fill('mark-deer');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page).toHaveURL(/\/shopping\/update\/\d+$/);
  await expect(page.getByRole('status')).toHaveText(SHOP_MESSAGES.productCreated);
  const id = page.url().replace(/^.*\//, '');
  // Stored upper-cased, and shown so when the product is opened again.
  await page.reload();
  await expect(page.getByRole('textbox', { name: '商品編號' })).toHaveValue('MARK-DEER');

  await page.goto(`/shopping/product-detail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('黃銅書籤（鹿）');
  await expect(page.getByText('NT$360').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("an administrator adds, renames, moves and deletes a shop's categories; a category with sub-categories stays", async ({
  page,
  problems,
}) => {
  await page.goto('/shopping/manage/no-such-shop/category');
  await expect(page.getByRole('alert')).toHaveText(SHOP_MESSAGES.shopNotFound);

  await page.goto('/shopping/manage/folio/category');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('分類管理：Folio 選物');
  await expect(page.getByRole('listitem', { name: '服飾' })).toBeVisible();
  await expect(page.getByText(SHOP_MESSAGES.adminOnly)).toBeVisible();
  await storeSession(page, await apiLogin(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password));
  await page.reload();

  const name = page.getByRole('textbox', { name: /分類名稱/ });
  await name.fill('季節限定');
  await page.getByRole('button', { name: '新增分類' }).click();
  await expect(page.getByRole('listitem', { name: '季節限定' })).toBeVisible();
  await expect(name).toHaveValue('');
  // A name a sibling has is refused, the input kept.
  await name.fill('季節限定');
  await page.getByRole('button', { name: '新增分類' }).click();
  await expect(name).toHaveAccessibleDescription(SHOP_MESSAGES.categoryNameTaken);
  await expect(name).toHaveValue('季節限定');

  await name.fill('聖誕');
  await page.getByRole('combobox', { name: '上層分類' }).selectOption({ label: '季節限定' });
  await page.getByRole('button', { name: '新增分類' }).click();
  await expect(page.getByRole('listitem', { name: '聖誕' })).toBeVisible();
  await page.getByRole('button', { name: '重新命名「聖誕」' }).click();
  await page.getByRole('textbox', { name: '新名稱' }).fill('聖誕禮物');
  await page.getByRole('button', { name: '儲存' }).click();
  const gift = page.getByRole('listitem', { name: '聖誕禮物' });
  await expect(gift).toBeVisible();

  // From the keyboard: out to the top level, then up one place.
  await expect(page.getByRole('button', { name: '移到上一層「聖誕禮物」' })).toBeEnabled();
  await gift.focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByRole('button', { name: '移到上一層「聖誕禮物」' })).toBeDisabled();
  const order = () =>
    page
      .getByRole('list', { name: '分類' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
  expect((await order()).slice(-2)).toEqual(['季節限定', '聖誕禮物']);
  await gift.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(async () => (await order()).slice(-2)).toEqual(['聖誕禮物', '季節限定']);

  // By pointer: the handle dragged onto the middle of a row (into it), then onto its top (before).
  const dragOnto = async (held: string, target: string, fraction: number) => {
    const handle = page
      .getByRole('listitem', { name: held, exact: true })
      .locator('[data-folio="category-drag-handle"]');
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await page.getByRole('listitem', { name: target, exact: true }).boundingBox();
    if (!from || !to) throw new Error('rows not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height * fraction, { steps: 8 });
    await page.mouse.up();
  };
  await dragOnto('聖誕禮物', '季節限定', 0.5);
  await expect.poll(async () => (await order()).slice(-2)).toEqual(['季節限定', '聖誕禮物']);
  await expect(page.getByRole('button', { name: '移到上一層「聖誕禮物」' })).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: '已將' })).toHaveText(
    '已將「聖誕禮物」移到「季節限定」之下',
  );
  await dragOnto('聖誕禮物', '季節限定', 0.15);
  await expect.poll(async () => (await order()).slice(-2)).toEqual(['聖誕禮物', '季節限定']);
  await expect(page.getByRole('button', { name: '移到上一層「聖誕禮物」' })).toBeDisabled();

  for (const category of ['聖誕禮物', '季節限定']) {
    await page.getByRole('button', { name: `刪除「${category}」` }).click();
    await page.getByRole('button', { name: '確定刪除' }).click();
    await expect(page.getByRole('listitem', { name: category })).toHaveCount(0);
  }

  // A category with sub-categories is refused with the server's message.
  await page.getByRole('button', { name: '刪除「服飾」' }).click();
  await page.getByRole('button', { name: '確定刪除' }).click();
  await expect(page.getByRole('alert')).toHaveText(categoryHasChildren('服飾'));
  await expect(page.getByRole('listitem', { name: '服飾' })).toBeVisible();
  expect(problems).toEqual([]);
});
