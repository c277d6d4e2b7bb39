import { LOGIN_LINK_MESSAGES, LOGIN_LINK_PARAM, LOGIN_LINK_TTL_MS } from '@folio/rules';
import { randomToken, safeEqual, sha256Hex } from '../crypto.ts';
import { rememberDevice } from '../devices.ts';
import { linkMail } from '../mail.ts';
import { normalizeEmail } from '../store/shared.ts';
import { publicUser } from '../store/users.ts';
import { ValidationFailure } from '../validation.ts';
import { appOrigin, throttle, type ApiContext, type OperationHandlers } from './context.ts';
import { deviceOptions, greeting } from './members.ts';

/**
 * The sign-in link by mail (docs/adr/0011-secure-defaults-and-limits.md decision 13): the
 * owner's way in while someone else's wrong passwords fill the account's bucket. The link proves
 * the mailbox, as a reset does: it logs in once, within LOGIN_LINK_TTL_MS, and only while the
 * password is the one it was sent under (a digest of the hash is kept beside the token's hash).
 */

/** What a link is bound to: the account's password hash when it was sent (none: ''). */
const passwordDigest = (password: string | null) => sha256Hex(`login-link|${password ?? ''}`);

export function loginLinkHandlers(context: ApiContext) {
  const { store } = context;

  return {
    async requestLoginLink(request, reply) {
      const { email } = request.body;
      await throttle(context, 'loginLinkAddress', request.ip);
      await throttle(context, 'loginLink', `${normalizeEmail(email)}|${request.ip}`);
      // Every request for the address counts, account or not: the 429 tells nothing about
      // accounts, and the mailbox gets at most a few links an hour whoever asks.
      await throttle(context, 'loginLinksTo', normalizeEmail(email));
      // The same answer whether or not a verified account uses the address, at the same time:
      // the answer leaves first, the lookup, the link and the mail come after it.
      await reply.code(200).send({ message: LOGIN_LINK_MESSAGES.sent });
      context.background(async () => {
        const user = await store.users.byEmail(email);
        if (!user?.email_verified_at) return;
        const token = randomToken(64);
        const now = context.now();
        await store.loginLinks.put(
          {
            token_hash: sha256Hex(token),
            user_id: user.id,
            password_digest: passwordDigest(user.password),
            created_at: now,
          },
          LOGIN_LINK_TTL_MS,
        );
        const query = new URLSearchParams({ [LOGIN_LINK_PARAM]: token });
        await context.mailer.send(
          linkMail({
            to: user.email,
            subject: LOGIN_LINK_MESSAGES.mailSubject,
            greeting: greeting(user),
            lines: [...LOGIN_LINK_MESSAGES.mailLines],
            action: LOGIN_LINK_MESSAGES.mailAction,
            link: `${appOrigin(context)}/login-new?${query}`,
          }),
        );
      });
      return reply;
    },

    async loginWithLink(request, reply) {
      await throttle(context, 'loginWithLink', request.ip);
      const invalid = () => new ValidationFailure({ token: [LOGIN_LINK_MESSAGES.invalid] });
      // Taken out whatever follows: a link serves once, even when it is refused below.
      const link = await store.loginLinks.take(sha256Hex(request.body.token));
      if (!link || context.now() - Number(link.created_at) > LOGIN_LINK_TTL_MS) throw invalid();
      const user = await store.users.byId(link.user_id);
      if (!user?.email_verified_at) throw invalid();
      if (!safeEqual(link.password_digest, passwordDigest(user.password))) throw invalid();
      // The browser proved the mailbox: a known device of the account from now on.
      rememberDevice(deviceOptions(context), reply, user, null);
      const secret = randomToken(40);
      const tokenId = await store.tokens.issue(user.id, sha256Hex(secret));
      return { access_token: `${tokenId}|${secret}`, user: publicUser(user) };
    },
  } satisfies Partial<OperationHandlers>;
}
