import {
  hashPassword,
  hmacSha256Hex,
  randomToken,
  safeEqual,
  sha1Hex,
  sha256Hex,
  verifyNothing,
  verifyPassword,
} from '../crypto.ts';
import type { FastifyRequest } from 'fastify';
import {
  deviceCookieIds,
  knownDevice,
  rememberDevice,
  type DeviceOptions,
  type KnownDevice,
} from '../devices.ts';
import { linkMail, mailSafeText } from '../mail.ts';
import { M } from '../messages.ts';
import { normalizeEmail } from '../store/shared.ts';
import { EmailTakenError, publicUser, type UserRow } from '../store/users.ts';
import { ValidationFailure } from '../validation.ts';
import { isVisibleText } from './normalize.ts';
import { appOrigin, authOf, throttle, type ApiContext, type OperationHandlers } from './context.ts';

/** Signed links and reset tokens are valid this long (Laravel's default). */
const LINK_TTL_MS = 60 * 60 * 1000;

interface Credentials {
  email: string;
  password: string;
}

const wrongCredentials = () => new ValidationFailure({ email: [M.wrongCredentials] });

/** The API path and query a verification signature covers. */
const verificationPath = (prefix: string, id: number, hash: string, expires: number) =>
  `${prefix}/email/verify/${id}/${hash}?expires=${expires}`;

/** The app's /email-verify link for an account, signed for 60 minutes. */
function verificationLink(context: ApiContext, origin: string, user: UserRow): string {
  const hash = sha1Hex(user.email);
  const expires = Math.floor((context.now() + LINK_TTL_MS) / 1000);
  const signature = hmacSha256Hex(
    context.config.appKey,
    verificationPath(context.prefix, user.id, hash, expires),
  );
  const query = new URLSearchParams({
    id: String(user.id),
    hash,
    expires: String(expires),
    signature,
  });
  return `${origin}/email-verify?${query}`;
}

async function sendVerification(context: ApiContext, user: UserRow) {
  const link = verificationLink(context, appOrigin(context), user);
  await context.mailer.send(
    linkMail({
      to: user.email,
      subject: 'Folio：請驗證你的 Email',
      greeting: greeting(user),
      lines: [
        '請點擊下方連結完成 Email 驗證，連結 60 分鐘內有效。',
        '若你沒有註冊 Folio，請忽略這封信。',
      ],
      action: '驗證 Email',
      link,
    }),
  );
}

/** The mail's first line: the member's name unless it could pass for a link (mailSafeText). */
export const greeting = (user: UserRow) => `${mailSafeText(user.name, '會員')} 你好：`;

/** How known devices are signed and sent (devices.ts), from the server's configuration. */
export const deviceOptions = (context: ApiContext): DeviceOptions => ({
  appKey: context.config.appKey,
  prefix: context.prefix,
  secure: context.config.appUrl.startsWith('https:'),
  now: context.now,
});

/**
 * The bucket a wrong password is counted in (docs/adr/0011 decision 11): a known device's own
 * (`device`), else the account's, shared by every unknown device and address (`account`).
 * `check` refuses at once when it is full, before any hashing; `failed` counts one more.
 */
function wrongPasswords(
  context: ApiContext,
  email: string,
  user?: UserRow,
  device?: KnownDevice | null,
) {
  const [name, key] =
    user && device
      ? (['device', `${user.id}|${device.nonce}`] as const)
      : (['account', normalizeEmail(email)] as const);
  return {
    check: () => throttle(context, name, key, 0),
    failed: async () => {
      await context.limitStore.consume(`${name}|${key}`, context.limits[name]);
    },
  };
}

/**
 * Checks `password` against the account of `email` (spending the same time when there is none or
 * it has no password: a member an identity provider created, until they set one), in the bucket
 * of the device the request proves, if any. Throws the 429 of a full bucket, or the
 * 422 of wrong credentials; returns the account and its device.
 */
async function checkCredentials(
  context: ApiContext,
  request: FastifyRequest,
  { email, password }: Credentials,
) {
  const user = await context.store.users.byEmail(email);
  const device = user ? knownDevice(deviceOptions(context), request, user) : null;
  const bucket = wrongPasswords(context, email, user, device);
  await bucket.check();
  const ok = user?.password
    ? await verifyPassword(user.password, password)
    : await verifyNothing(password);
  if (!ok || !user) {
    await bucket.failed();
    throw wrongCredentials();
  }
  return { user, device };
}

/** The device of the account of `email` this request proves, looked up by its cookies' ids. */
async function deviceForEmail(context: ApiContext, request: FastifyRequest, email: string) {
  for (const id of deviceCookieIds(request)) {
    const user = await context.store.users.byId(id);
    if (!user || normalizeEmail(user.email) !== normalizeEmail(email)) continue;
    const device = knownDevice(deviceOptions(context), request, user);
    if (device) return { user, device };
  }
  return null;
}

/** Fails with the confirmation message unless the two passwords are equal. */
function requireConfirmation(
  password: string,
  confirmation: string,
  field: string,
  message: string,
) {
  if (password !== confirmation) throw new ValidationFailure({ [field]: [message] });
}

export function memberHandlers(context: ApiContext) {
  const { store } = context;

  return {
    async login(request, reply) {
      const body = request.body;
      await throttle(context, 'loginAddress', request.ip);
      await throttle(context, 'login', `${normalizeEmail(body.email)}|${request.ip}`);
      const { user, device } = await checkCredentials(context, request, body);
      // The legacy quirk of the contract: exactly this status and message, for this case only.
      if (!user.email_verified_at) return reply.code(500).send({ message: M.unverified });
      rememberDevice(deviceOptions(context), reply, user, device);
      const secret = randomToken(40);
      const tokenId = await store.tokens.issue(user.id, sha256Hex(secret));
      return { access_token: `${tokenId}|${secret}`, user: publicUser(user) };
    },

    async register(request, reply) {
      const body = request.body;
      await throttle(context, 'register', request.ip);
      if (!isVisibleText(body.name)) throw new ValidationFailure({ name: [M.nameInvisible] });
      requireConfirmation(
        body.password,
        body.password_confirmation,
        'password_confirmation',
        M.passwordMismatch,
      );
      if (await store.users.exists(body.email))
        throw new ValidationFailure({ email: [M.emailTaken] });
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      try {
        user = await store.users.create({ name: body.name, email: body.email, passwordHash });
      } catch (error) {
        if (error instanceof EmailTakenError)
          throw new ValidationFailure({ email: [M.emailTaken] });
        throw error;
      }
      await sendVerification(context, user);
      return reply.code(201).send({ message: M.registered });
    },

    async checkEmail(request) {
      await throttle(context, 'checkEmail', request.ip);
      const { email } = request.body;
      return { exists: await store.users.exists(email) };
    },

    async verifyEmail(request, reply) {
      const { id, hash } = request.params;
      const { expires, signature } = request.query;
      const expected = hmacSha256Hex(
        context.config.appKey,
        verificationPath(context.prefix, id, hash, expires),
      );
      if (!safeEqual(signature, expected) || expires * 1000 < context.now()) {
        return reply.code(403).send({ message: M.invalidSignature });
      }
      const user = await store.users.byId(id);
      if (!user) return reply.code(404).send({ message: M.userNotFound });
      if (!safeEqual(hash, sha1Hex(user.email))) {
        return reply.code(403).send({ message: M.invalidSignature });
      }
      await store.users.markVerified(user.id);
      return { message: M.verified };
    },

    async checkToken(request) {
      return { message: M.tokenValid, user: publicUser(authOf(request).user) };
    },

    async changePassword(request, reply) {
      const { user, tokenId } = authOf(request);
      const body = request.body;
      // A stolen token must not guess the current password: it has a bucket of its own. The
      // token proves an earlier login, so a full account bucket (someone guessing elsewhere)
      // does not stop the owner here (docs/adr/0011 decision 11).
      await throttle(context, 'changePassword', String(tokenId));
      requireConfirmation(
        body.new_password,
        body.new_password_confirmation,
        'new_password_confirmation',
        M.newPasswordMismatch,
      );
      if (!(await verifyPassword(user.password, body.password))) {
        throw new ValidationFailure({ password: [M.wrongOldPassword] });
      }
      const passwordHash = await hashPassword(body.new_password);
      await store.passwords.change(user.id, passwordHash, tokenId);
      // The browser's device cookie was signed under the old password: signed again.
      const options = deviceOptions(context);
      const device = knownDevice(options, request, user);
      rememberDevice(options, reply, { id: user.id, password: passwordHash }, device);
      return { message: M.passwordChanged };
    },

    async logout(request) {
      await store.tokens.revoke(authOf(request).tokenId);
      return { message: M.loggedOut };
    },

    async resendVerificationEmail(request) {
      const body = request.body;
      await throttle(context, 'resendVerificationEmailAddress', request.ip);
      await throttle(
        context,
        'resendVerificationEmail',
        `${normalizeEmail(body.email)}|${request.ip}`,
      );
      // It checks a password too: the same buckets as login.
      const { user } = await checkCredentials(context, request, body);
      if (user.email_verified_at) return { message: M.alreadyVerified };
      await throttle(context, 'mailsTo', normalizeEmail(user.email));
      await sendVerification(context, user);
      return { message: M.verificationSent };
    },

    async forgotPassword(request, reply) {
      const { email } = request.body;
      await throttle(context, 'forgotPasswordAddress', request.ip);
      await throttle(context, 'forgotPassword', `${normalizeEmail(email)}|${request.ip}`);
      // Mails to one recipient, from any address: counted whether or not the address has an
      // account, so a 429 here says nothing about accounts (docs/adr/0011 decision 10). A known
      // device of that account has a bucket of its own: someone else using up the recipient's
      // mails does not keep the owner from resetting (decision 11).
      const known = await deviceForEmail(context, request, email);
      if (known) await throttle(context, 'deviceMails', `${known.user.id}|${known.device.nonce}`);
      else await throttle(context, 'mailsTo', normalizeEmail(email));
      // The same answer whether or not the address has an account, and at the same time: the
      // answer leaves first, the lookup, the token and the mail come after it (no enumeration).
      await reply.code(200).send({ message: M.resetLinkSent });
      context.background(async () => {
        const user = await store.users.byEmail(email);
        if (!user) return;
        const token = randomToken(64);
        await store.passwords.putResetToken(user.email, sha256Hex(token), context.now());
        const query = new URLSearchParams({ token, email: user.email });
        await context.mailer.send(
          linkMail({
            to: user.email,
            subject: 'Folio：重設密碼',
            greeting: greeting(user),
            lines: [
              '我們收到了重設密碼的要求。請點擊下方連結設定新密碼，連結 60 分鐘內有效，只能使用一次。',
              '若你沒有提出這個要求，請忽略這封信，你的密碼不會改變。',
            ],
            action: '重設密碼',
            link: `${appOrigin(context)}/reset-password?${query}`,
          }),
        );
      });
      return reply;
    },

    async resetPassword(request, reply) {
      const body = request.body;
      await throttle(context, 'resetPassword', request.ip);
      requireConfirmation(
        body.password,
        body.password_confirmation,
        'password_confirmation',
        M.newPasswordMismatch,
      );
      const tokenHash = sha256Hex(body.token);
      const accept = (row: { token_hash: string; created_at: number }) =>
        context.now() - row.created_at <= LINK_TTL_MS && safeEqual(row.token_hash, tokenHash);
      // A cheap check first, so a wrong token costs no password hash; the transaction checks again.
      const row = await store.passwords.findResetToken(body.email);
      if (!row || !accept(row)) throw new ValidationFailure({ email: [M.resetTokenInvalid] });
      const done = await store.passwords.resetWithToken(
        body.email,
        accept,
        await hashPassword(body.password),
      );
      if (!done) throw new ValidationFailure({ email: [M.resetTokenInvalid] });
      // The browser proved the mailbox: a known device of the account from now on, so it logs in
      // even while someone else's wrong passwords fill the account's bucket.
      const user = await store.users.byEmail(body.email);
      if (user) rememberDevice(deviceOptions(context), reply, user, null);
      return { message: M.passwordReset };
    },
  } satisfies Partial<OperationHandlers>;
}
