import { createUser, expectContract, lastMailTo, startServer } from './helpers.ts';

/**
 * Every documented status of the sign-in link by mail (docs/adr/0011 decision 13), on a server
 * that allows one link a recipient and one use an address an hour: asked (200), malformed (422),
 * asked again (429); used (200), used again (422), one use too many (429).
 */
export async function walkLoginLinkContract() {
  const hour = { limit: 1, windowMs: 60 * 60_000 };
  const limited = await startServer({ rateLimits: { loginLinksTo: hour, loginWithLink: hour } });
  try {
    const { app } = limited;
    const ask = (email: string) =>
      app.inject({ method: 'POST', url: '/api/login-link', payload: { email } });
    const use = (token: string) =>
      app.inject({ method: 'POST', url: '/api/login-link/login', payload: { token } });
    const member = await createUser(app);
    await expectContract('requestLoginLink', await ask(member.email), 200);
    await expectContract('requestLoginLink', await ask('not-an-address'), 422);
    await expectContract('requestLoginLink', await ask(member.email), 429);
    await app.folio.settled();
    const token = (await lastMailTo(app, member.email)).link.searchParams.get('link') ?? '';
    await expectContract('loginWithLink', await use(token), 200);
    await expectContract('loginWithLink', await use(token), 429);
  } finally {
    await limited.close();
  }
  // A used link is refused (422) where the per-address limit still allows a try.
  const open = await startServer();
  try {
    const { app } = open;
    const member = await createUser(app);
    const ask = await app.inject({
      method: 'POST',
      url: '/api/login-link',
      payload: { email: member.email },
    });
    await expectContract('requestLoginLink', ask, 200);
    await app.folio.settled();
    const token = (await lastMailTo(app, member.email)).link.searchParams.get('link') ?? '';
    const use = () =>
      app.inject({ method: 'POST', url: '/api/login-link/login', payload: { token } });
    await expectContract('loginWithLink', await use(), 200);
    await expectContract('loginWithLink', await use(), 422);
  } finally {
    await open.close();
  }
}
