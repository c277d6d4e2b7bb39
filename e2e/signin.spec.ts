/**
 * Sign-in with an identity provider (docs/requirements.md §2 "Sign-in with an identity provider",
 * docs/adr/0033-sign-in-with-an-identity-provider.md), walked in the browser through the server's
 * development identity provider: its two test users (林美玲, e-mail verified; 陳志豪, not) and its
 * consent page. The server tests cover every refusal of the exchange itself; these follow the
 * screens: the login buttons, /callback, the account page's links and the test screen.
 */
import type { Page } from '@playwright/test';
import { pathTo } from '../packages/rules/src/routes';
import { DEV_SIGNIN_USERS, SIGNIN_MESSAGES } from '../packages/rules/src/signin';
import { mailLink } from './api';
import { expect, test } from './fixtures';

const [meiling, zhihao] = DEV_SIGNIN_USERS;
const devButton = '使用開發用帳號登入';

/**
 * At the development provider: picks the test user, then consents (it asks for both every time),
 * and waits until the browser is back on the app.
 */
async function signInAtProvider(page: Page, user: (typeof DEV_SIGNIN_USERS)[number]) {
  await atProvider(page);
  await page.getByRole('button', { name: new RegExp(`以 ${user.name} 登入`) }).click();
  await page.getByRole('button', { name: '同意並繼續' }).click();
  await page.waitForURL(
    (url) => url.origin === appOrigin() && url.pathname !== pathTo('signinCallback'),
  );
}

/** The app's origin (the provider runs on another port of 127.0.0.1). */
const appOrigin = () => new URL(String(test.info().project.use.baseURL)).origin;

/** Waits until the browser has left the app for the provider. */
async function atProvider(page: Page) {
  await page.waitForURL((url) => url.origin !== appOrigin());
}

/** The session the app holds: the token and the member, as after an e-mail login. */
async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { name: string; email: string },
  }));
}

/** The account page's ways to log in. */
const waysIn = (page: Page) => page.locator('[data-folio="linked-providers"]');

test('a first sign-in makes a member and comes back to the screen that sent the visitor', async ({
  page,
  request,
  problems,
}) => {
  // A member-only screen sends the visitor to log in, and back here afterwards.
  await page.goto(pathTo('createEvent'));
  await page.getByRole('link', { name: '登入會員' }).click();
  await expect(page).toHaveURL(/\/login-new\?next=%2Fcreate-event$/);
  await page.getByRole('button', { name: devButton }).click();
  await signInAtProvider(page, zhihao);

  await expect(page).toHaveURL(pathTo('createEvent'));
  await expect(page.getByRole('heading', { name: '建立活動' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(zhihao.name);
  // The session of an e-mail login: a bearer token the API takes, for the new member.
  const { token, user } = await storedSession(page);
  expect(user).toMatchObject({ name: zhihao.name, email: zhihao.email });
  const mine = await request.get('/api/user/providers', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(mine.status()).toBe(200);
  // Back does not open the used callback address again.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/callback/);
  expect(problems).toEqual([]);
});

test('the last way to log in cannot be removed', async ({ page, request, problems, shot }) => {
  // 陳志豪's member has no password: the provider is their only way in (signed in again: linked).
  await page.goto(pathTo('loginMember'));
  await page.getByRole('button', { name: devButton }).click();
  await signInAtProvider(page, zhihao);
  await expect(page).toHaveURL(pathTo('resume'));

  await page.goto(pathTo('account'));
  const ways = waysIn(page);
  const row = ways.getByRole('listitem', { name: '開發用登入' });
  await expect(row).toContainText(zhihao.email);
  await expect(ways).toContainText('尚未設定密碼');
  await expect(ways.getByRole('link', { name: '以 Email 設定密碼' })).toHaveAttribute(
    'href',
    pathTo('forgotPassword'),
  );
  await expect(row.getByRole('button', { name: '移除' })).toBeDisabled();
  await expect(row.getByRole('button', { name: '移除' })).toHaveAccessibleDescription(
    SIGNIN_MESSAGES.lastWay,
  );
  await shot('account-last-way');

  // Asked anyway, the server refuses with the same words and keeps the link.
  const { token } = await storedSession(page);
  const refused = await request.delete('/api/user/providers/dev', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ message: SIGNIN_MESSAGES.lastWay });
  await page.reload();
  await expect(waysIn(page).getByRole('listitem', { name: '開發用登入' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a sign-in links the member who has the e-mail the provider vouches for; the account page removes and links it again', async ({
  page,
  request,
  problems,
  shot,
}) => {
  // A member registered with 林美玲's e-mail and verified it.
  const member = { name: '林小姐', email: meiling.email, password: 'Passw0rd!' };
  const registered = await request.post('/api/register', {
    data: { ...member, password_confirmation: member.password },
  });
  expect(registered.status()).toBe(201);
  const q = new URL(await mailLink(request, member.email, '/email-verify')).searchParams;
  const verified = await request.get(
    `/api/email/verify/${q.get('id')}/${q.get('hash')}?expires=${q.get('expires')}&signature=${q.get('signature')}`,
  );
  expect(verified.status()).toBe(200);

  await page.goto(pathTo('loginMember'));
  await page.getByRole('button', { name: devButton }).click();
  await signInAtProvider(page, meiling);
  await expect(page).toHaveURL(pathTo('resume'));
  // The member who was there, not a new one named after the provider's account.
  await expect(page.getByRole('banner')).toContainText(member.name);

  await page.goto(pathTo('account'));
  const ways = waysIn(page);
  await expect(ways).toContainText('已設定密碼');
  const row = ways.getByRole('listitem', { name: '開發用登入' });
  await expect(row).toContainText(meiling.email);
  await row.getByRole('button', { name: '移除' }).click();
  await expect(ways.getByRole('status')).toHaveText(SIGNIN_MESSAGES.unlinked);
  await expect(row).toHaveCount(0);
  await shot('account-removed');

  // Linked again from here: the provider comes back to the account page, which says so.
  await ways.getByRole('button', { name: '連結 開發用登入' }).click();
  await signInAtProvider(page, meiling);
  await expect(page).toHaveURL(pathTo('account'));
  await expect(waysIn(page).getByRole('status')).toHaveText(SIGNIN_MESSAGES.linked);
  await expect(waysIn(page).getByRole('listitem', { name: '開發用登入' })).toBeVisible();
  await shot('account-linked-again');
  expect(problems).toEqual([]);
});

test('a forged, missing or used state and a refusal at the provider end on their message with a way back', async ({
  page,
  problems,
  shot,
}) => {
  const failure = page.locator('[data-folio="signin-callback-view"]');

  // Forged: no sign-in of this tab has this state.
  await page.goto(`${pathTo('signinCallback')}?state=forged&code=abc`);
  await expect(failure.getByRole('alert')).toHaveText(SIGNIN_MESSAGES.attemptInvalid);
  await failure.getByRole('link', { name: '回到登入頁' }).click();
  await expect(page).toHaveURL(pathTo('loginMember'));

  // Missing.
  await page.goto(pathTo('signinCallback'));
  await expect(failure.getByRole('alert')).toHaveText(SIGNIN_MESSAGES.attemptInvalid);

  // Said no at the provider: back to the login screen it started from, query and all.
  await page.goto(`${pathTo('loginMember')}?next=%2Fbooking%2Fbooking`);
  await page.getByRole('button', { name: devButton }).click();
  await atProvider(page);
  await page.getByRole('button', { name: '取消，回到 Folio' }).click();
  await expect(failure.getByRole('alert')).toHaveText(SIGNIN_MESSAGES.cancelled);
  await shot('callback-cancelled');
  const used = page.url();
  await failure.getByRole('link', { name: '回到登入頁' }).click();
  await expect(page).toHaveURL(`${pathTo('loginMember')}?next=%2Fbooking%2Fbooking`);

  // Used: the same callback address again signs nobody in.
  await page.goto(used);
  await expect(failure.getByRole('alert')).toHaveText(SIGNIN_MESSAGES.attemptInvalid);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  expect(problems).toEqual([]);
});

test('the identity-provider test screen signs in and shows the verified claims, never a token', async ({
  page,
  problems,
  shot,
}) => {
  await page.goto(pathTo('signinTest'));
  await page.getByRole('button', { name: devButton }).click();
  await signInAtProvider(page, meiling);
  await expect(page).toHaveURL(pathTo('signinTest'));
  const result = page.getByRole('region', { name: '登入結果' });
  await expect(result).toContainText(meiling.email);
  await expect(result.getByRole('definition').nth(1)).toHaveText('folio'); // aud
  await expect(result).toContainText('email_verified');
  await shot('test-screen-result');
  const { token } = await storedSession(page);
  expect(token).toBeTruthy();
  await expect(page.getByRole('main')).not.toContainText(String(token).split('|')[1] ?? '');
  expect(problems).toEqual([]);
});

test('the provider buttons come after the drawn login screen: never its largest paint, no shift', async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => {
    // Each candidate as it is seen: the drawn page's elements are gone once the app has taken over.
    const seen: { lcp: { tag: string; inButtons: boolean }[]; shift: number } = {
      lcp: [],
      shift: 0,
    };
    Object.assign(window, { seen });
    new PerformanceObserver((list) => {
      // Cast: an observer of one entry type lists entries of that type.
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        seen.lcp.push({
          tag: entry.element?.tagName ?? '',
          inButtons: !!entry.element?.closest('[data-folio="signin-buttons"]'),
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      // Cast: the same; TypeScript's DOM types have no LayoutShift.
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of [pathTo('loginMember'), pathTo('login')]) {
    await page.goto(path);
    // The drawn page has no buttons; the app adds them once the server has listed its providers.
    await expect(page.getByRole('button', { name: devButton })).toBeVisible();
    const { inButtons, largest, shift } = await page.evaluate(() => {
      // Cast: the init script put it there.
      const { seen } = window as unknown as {
        seen: { lcp: { tag: string; inButtons: boolean }[]; shift: number };
      };
      return {
        inButtons: seen.lcp.some((candidate) => candidate.inButtons),
        largest: seen.lcp.at(-1)?.tag,
        shift: seen.shift,
      };
    });
    expect(largest, path).toBeDefined();
    expect(inButtons, path).toBe(false);
    expect(shift, path).toBe(0);
  }
  expect(problems).toEqual([]);
});
