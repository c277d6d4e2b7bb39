import { readFileSync } from 'node:fs';
import { routeGroups } from '../packages/app/src/routing/routeGroups';
import { appRoutes, samplePath } from '../packages/app/src/routes';
import { documentTitle } from '../packages/app/src/routing/page';
import { checkoutPagePaths, productPagePaths } from '../packages/app/src/prerender/serverDrawn';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { visiblyDifferentPixels } from './png';

/**
 * Opens `/` and waits for the app to have replaced the prerendered landing page (ADR 0013): its
 * copy looks the same but its buttons do nothing and is swapped for the app's a moment later.
 */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
}

test('the route table covers every path of docs/requirements.md §2', () => {
  const count = (group: string) => appRoutes.filter((r) => routeGroups[r.name] === group).length;
  expect({
    named: count('named'),
    unnamed: count('unnamed'),
    demo: count('demo'),
    shopping: count('shopping'),
    other: count('other'),
  }).toEqual({ named: 18, unnamed: 9, demo: 18, shopping: 17, other: 10 });
  expect(new Set(appRoutes.map((r) => r.path)).size).toBe(appRoutes.length);
});

test('an unknown path shows the 404 page', async ({ page, problems }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: '找不到這個頁面' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('/no-such-page/at-all');
  await expect(page).toHaveTitle(documentTitle('找不到頁面'));
  await page.getByRole('link', { name: '回到首頁' }).click();
  await expect(page).toHaveURL('/');
  expect(problems).toEqual([]);
});

test("a clean URL's HTML preloads its screen; moving by link fetches a screen's imports as it runs (ADR 0034)", async ({
  page,
  request,
  problems,
}) => {
  const html = await (await request.get('/account', { headers: { accept: 'text/html' } })).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  // Chunks are named by their hash (packages/app/vite.config.ts): the build's manifest names the screen's.
  const manifest = JSON.parse(
    readFileSync('packages/app/dist/.vite/manifest.json', 'utf8'),
  ) as Record<string, { file: string }>;
  const account = Object.entries(manifest).find(([key]) => key.endsWith('/AccountPage.tsx'));
  expect(preloads.map((m) => m[1]).filter((href) => href === `/${account?.[1].file}`)).toHaveLength(
    1,
  );
  expect(preloads.length).toBeGreaterThan(2);
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)">/)?.[1] ?? '';
  expect(await (await request.get(entry)).text()).not.toContain('__vite__mapDeps');

  await openHome(page);
  await page.getByRole('link', { name: '活動' }).first().click();
  await expect(page).toHaveURL('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the landing view is a centred full-height greeting', async ({ page }) => {
  await openHome(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('全端網頁開發工程師');
  const box = await heading.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
});

const drawnPaths = [
  ...appRoutes.filter((r) => r.prerender).map((r) => r.path),
  // Drawn by the server with product 14, the seed's canvas tote.
  ...productPagePaths,
  // Drawn by the server as a visitor sees them (a browser without the member hint).
  ...checkoutPagePaths,
];
/**
 * What each picture shows, compared instead of its pixels. A picture's rounded clip, and the frame
 * around it, are anti-aliased differently when the app inserts the picture than when the page
 * arrives with it (the plus page's chosen thumbnail: one pixel of its frame on a quiet machine, 35
 * under CI's load), so each picture and its clipping frame (`data-picture-frame`) are masked in both
 * screenshots, which still compares their boxes, and the copy each shows (in view: `currentSrc`,
 * else its attributes; a lazy one out of view loads only in the app), its fit and its frame's
 * border are compared here.
 */
const pictures = (page: Page) =>
  page.locator('img').evaluateAll((images: HTMLImageElement[]) =>
    images.map((image) => {
      const style = getComputedStyle(image);
      let frame = image.parentElement;
      while (frame && getComputedStyle(frame).overflow === 'visible') frame = frame.parentElement;
      const frameStyle = frame && getComputedStyle(frame);
      const [box, frameBox] = [image.getBoundingClientRect(), frame?.getBoundingClientRect()];
      // A frame is at most its border larger than its picture (a card that clips one is not).
      if (frame && frameBox && frameBox.width <= box.width + 8 && frameBox.height <= box.height + 8)
        frame.setAttribute('data-picture-frame', '');
      return [
        box.top < window.innerHeight
          ? image.currentSrc
          : `${image.getAttribute('src')} ${image.srcset} ${image.sizes}`,
        style.objectFit,
        style.objectPosition,
        style.borderRadius,
        frameStyle ? `${frameStyle.border} ${frameStyle.borderRadius}` : 'unframed',
      ].join(' ');
    }),
  );
for (const url of drawnPaths.map(samplePath)) {
  test(`${url} arrives drawn: without JavaScript it looks exactly as the app renders it (ADR 0013)`, async ({
    browser,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const viewport of [
        { width: 375, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        const shot = async (javaScriptEnabled: boolean) => {
          const context = await browser.newContext({
            javaScriptEnabled,
            colorScheme,
            viewport,
            reducedMotion: 'reduce',
          });
          // The login screens' identity-provider buttons come after the drawing, below it, once
          // the server has listed its providers (e2e/signin.spec.ts: they shift nothing): here
          // it lists none, so the app's first render is compared with the drawing alone.
          await context.route('**/api/signin/providers', (providers) =>
            providers.fulfill({ json: { data: [] } }),
          );
          const page = await context.newPage();
          await page.goto(url);
          await expect(page.getByRole('main')).not.toBeEmpty();
          // With JavaScript: the moment the app has replaced the drawing, which is
          // when a loading spinner or a styling gap would show.
          if (javaScriptEnabled) await expect(page.locator('[data-prerender]')).toHaveCount(0);
          else await expect(page.locator('div[data-prerender]')).toHaveCount(1);
          // Pictures (the events list's) arrive at their own pace: compare once those in view
          // are decoded, in both pages alike.
          await page.locator('img').evaluateAll((images: HTMLImageElement[]) =>
            Promise.all(
              images
                .filter((image) => image.checkVisibility())
                .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
                .map((image) => image.decode().catch(() => undefined)),
            ),
          );
          const shown = await pictures(page);
          const png = await page.screenshot({
            mask: [page.locator('img, [data-picture-frame]')],
            maskColor: '#f0f',
          });
          await context.close();
          return { png, shown };
        };
        const label = `${colorScheme} ${viewport.width}`;
        const [drawn, rendered] = [await shot(false), await shot(true)];
        expect(rendered.shown, label).toEqual(drawn.shown);
        // The same pixels, but for an anti-aliased edge rounded one level apart by a second paint.
        if (!drawn.png.equals(rendered.png)) {
          expect(await visiblyDifferentPixels(browser, drawn.png, rendered.png), label).toBe(0);
        }
      }
    }
  });
}

test('a drawn form does nothing before the app has taken over: nothing typed is lost, nothing is sent', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  const email = page.getByLabel('Email').first();
  await expect(email).toBeVisible();
  // inert: no focus, no typing, no submit (a plain form would send the password in the URL).
  await email.click({ force: true });
  await page.keyboard.type('a@b.c');
  await page.keyboard.press('Enter');
  await expect(email).toHaveValue('');
  expect(page.url()).not.toContain('?');
  await context.close();
});

test("the tab icon is a 64 px PNG: an SVG icon is laid out as a document on the page's main thread (ADR 0013)", async ({
  page,
  request,
}) => {
  await openHome(page);
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.png');
  const icon = await request.get('/favicon.png');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  const bytes = await icon.body();
  // The PNG header: width and height are the big-endian words at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([64, 64]);
});

test('the theme switch survives a reload', async ({ page }) => {
  await openHome(page);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: '切換為深色主題' }).click();
  await expect(page.getByRole('button', { name: '切換為淺色主題' })).toBeVisible();
  const dark = await background();
  expect(dark).not.toBe(light);
  await page.reload();
  await expect(page.getByRole('button', { name: '切換為淺色主題' })).toBeVisible();
  expect(await background()).toBe(dark);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test.describe('below lg', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation is in a drawer', async ({ page, problems }) => {
    await openHome(page);
    await page.getByRole('button', { name: '開啟選單' }).click();
    const drawer = page.getByRole('dialog', { name: 'Folio' });
    await drawer.getByRole('link', { name: '活動' }).click();
    await expect(page).toHaveURL('/events');
    await expect(drawer).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('/test has one menu button, whose drawer also holds the site links (docs/requirements.md §2)', async ({
    page,
    problems,
  }) => {
    await page.goto('/test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const menuButtons = page.getByRole('button', { name: /選單|menu/i });
    await expect(menuButtons).toHaveCount(1);
    await menuButtons.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Analytics' })).toBeVisible();
    const site = drawer.getByRole('navigation', { name: '網站' });
    await expect(site.getByRole('link', { name: '登入' })).toBeVisible();
    await expect(site.getByRole('button', { name: '切換為深色主題' })).toBeVisible();
    await site.getByRole('link', { name: '履歷' }).click();
    await expect(page).toHaveURL('/resume');
    await expect(drawer).toBeHidden();
    // Back on another screen, the site bar has its own menu button again.
    await expect(page.getByRole('button', { name: '開啟選單' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('/dialog shows an empty dialog at most 500 px wide', async ({ page, problems }) => {
  await page.goto('/dialog');
  const dialog = page.getByRole('dialog', { name: '空白對話框' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('500px');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: '開啟對話框' }).click();
  await expect(dialog).toBeVisible();
  expect(problems).toEqual([]);
});
