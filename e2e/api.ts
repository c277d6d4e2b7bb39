import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A fresh, valid member for one test: unique e-mail, a password that meets every rule. */
export function newMember(tag: string) {
  const id = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { name: `測試${tag}`, email: `${id}@example.com`, password: 'Passw0rd!' };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The newest outbox mail to `email` with a link containing `linkPart` (waits for it to arrive). */
export async function mailLink(
  request: APIRequestContext,
  email: string,
  linkPart: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/mail');
        const { data } = (await res.json()) as { data: Mail[] };
        link = data.find((m) => m.to === email)?.links.find((l) => l.includes(linkPart));
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** Registers through the API (the UI journey is tested separately) and verifies via the mailed link. */
export async function registeredMember(request: APIRequestContext, tag: string, verify = true) {
  const member = newMember(tag);
  // Each member from an address of its own (TEST-NET-2), as visitors are: the suite registers
  // more members than one address may in ten minutes (playwright.config.ts, TRUST_PROXY).
  const res = await request.post('/api/register', {
    data: { ...member, password_confirmation: member.password },
    headers: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
  });
  expect(res.status()).toBe(201);
  if (verify) {
    const link = new URL(await mailLink(request, member.email, '/email-verify'));
    const q = link.searchParams;
    const verified = await request.get(
      `/api/email/verify/${q.get('id')}/${q.get('hash')}?expires=${q.get('expires')}&signature=${q.get('signature')}`,
    );
    expect(verified.status()).toBe(200);
  }
  return member;
}

/** Logs in through the API; returns the login answer. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    access_token: string;
    user: { id: number; name: string; email: string };
  };
}

/** The login answer `apiLogin` returns. */
export type Session = Awaited<ReturnType<typeof apiLogin>>;

/** Stores a session in the page as the app does after a login (the page must be on the app). */
export async function storeSession(page: Page, session: Session) {
  await page.evaluate((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

/**
 * A verified member, registered and logged in through the API, whose session the page holds (it
 * is left on `/`); returns the login answer.
 */
export async function loggedInMember(page: Page, tag: string) {
  const member = await registeredMember(page.request, tag);
  const session = await apiLogin(page.request, member.email, member.password);
  await page.goto('/');
  await storeSession(page, session);
  return session;
}
