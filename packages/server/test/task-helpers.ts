import { expect } from 'vitest';
import type { TestServer } from './helpers.ts';

/** A fast task runner (docs/adr/0017): mails as fast as the database takes them. */
export const fastRunner = { tickMs: 20, mailsPerMinute: 600_000 };

/** `n` distinct made-up addresses, tagged so that no two tests share one. */
export const addresses = (n: number, tag = Math.random().toString(36).slice(2, 8)) =>
  Array.from({ length: n }, (_, i) => `r${i}-${tag}@example.com`);

/**
 * Gives a member `n` (at most 3) more verified addresses of its own (docs/adr/0011 decision 12:
 * tasks mail only those), linked as identity providers that vouched for them; returns them.
 */
export async function ownAddresses(app: TestServer['app'], userId: number, n: number) {
  const linked = addresses(n, `own${userId}`);
  for (const [i, email] of linked.entries()) {
    const provider = ['line', 'google', 'dev'][i] ?? 'dev';
    const identity = { provider, subject: `s-${email}`, email, emailVerified: true, name: null };
    expect(await app.store.identities.link(userId, identity)).toBe('linked');
  }
  return linked;
}
