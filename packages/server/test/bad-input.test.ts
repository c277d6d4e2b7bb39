import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAppKey } from '../src/config.ts';
import { hmacSha256Hex, sha1Hex } from '../src/crypto.ts';
import { gradientPng } from '../src/images.ts';
import { declaring } from './images.ts';
import { M } from '../src/messages.ts';
import {
  bearer,
  createUser,
  eventFields,
  expectContract,
  lastMailTo,
  login,
  multipart,
  snapshot,
  TEST_APP_KEY,
} from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * The bad-input table: each request gets its documented status (a 4xx, or 200 where an injection
 * string is simply inert), a body valid against openapi.yaml for that status, never a 5xx, and the
 * database and stored files are exactly as before.
 */
interface Ctx {
  email: string;
  password: string;
  token: string;
  revoked: string;
  userId: number;
  eventId: number;
  usedResetToken: string;
  staleResetEmail: string;
  staleResetToken: string;
  skew: { ms: number };
}

interface Case {
  name: string;
  op: string;
  status: number;
  /** A field the 422 body must name. */
  field?: string;
  /** The message the 422 body must give for `field`. */
  message?: string;
  request: (ctx: Ctx) => InjectOptions;
  before?: (ctx: Ctx) => void;
  after?: (ctx: Ctx) => void;
}

/** Cases that all get one answer: a name and a request each. */
const rows = (
  answer: Pick<Case, 'op' | 'status' | 'field' | 'message'>,
  table: [name: string, request: Case['request']][],
): Case[] => table.map(([name, request]) => ({ name, ...answer, request }));
const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): InjectOptions => ({
  method: 'POST',
  url,
  payload: payload as InjectOptions['payload'],
  headers,
});
const raw = (
  url: string,
  body: string,
  type: string,
  headers: Record<string, string> = {},
): InjectOptions => ({
  method: 'POST',
  url,
  payload: body,
  headers: { 'content-type': type, ...headers },
});
const form = (
  url: string,
  fields: Parameters<typeof multipart>[0],
  token?: string,
): InjectOptions => {
  const body = multipart(fields);
  return {
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  };
};
const file = (data: Buffer | string, filename = 'photo.png', type = 'image/png') => ({
  filename,
  type,
  data: Buffer.isBuffer(data) ? data : Buffer.from(data),
});

const key = parseAppKey(TEST_APP_KEY);
const future = () => Math.floor(Date.now() / 1000) + 1800;
const verifyUrl = (
  id: number | string,
  hash: string,
  expires: number | string,
  signature?: string,
) =>
  `/api/email/verify/${id}/${hash}?expires=${expires}&signature=${
    signature ?? hmacSha256Hex(key, `/api/email/verify/${id}/${hash}?expires=${expires}`)
  }`;

const register = (over: Record<string, unknown>) =>
  post('/api/register', {
    name: '小華',
    email: 'new-user@example.com',
    password: 'Secret#123',
    password_confirmation: 'Secret#123',
    ...over,
  });
const change = (ctx: Ctx, over: Record<string, unknown>, token = ctx.token) =>
  post(
    '/api/user/change-password',
    {
      password: ctx.password,
      new_password: 'Better#456',
      new_password_confirmation: 'Better#456',
      ...over,
    },
    bearer(token),
  );
const reset = (over: Record<string, unknown>) =>
  post('/api/reset-password', {
    token: 'x'.repeat(64),
    email: 'nobody@example.com',
    password: 'Reset#789',
    password_confirmation: 'Reset#789',
    ...over,
  });
const png = gradientPng(8, 8, [0, 128, 255], [255, 128, 0]);

const cases: Case[] = [
  // POST /login
  {
    name: 'login without a body',
    op: 'login',
    status: 422,
    field: 'email',
    request: () => ({ method: 'POST', url: '/api/login' }),
  },
  {
    name: 'login with an empty object',
    op: 'login',
    status: 422,
    field: 'password',
    request: () => post('/api/login', {}),
  },
  {
    name: 'login with a numeric e-mail',
    op: 'login',
    status: 422,
    field: 'email',
    request: (c) => post('/api/login', { email: 12345, password: c.password }),
  },
  {
    name: 'login with a numeric password',
    op: 'login',
    status: 422,
    field: 'password',
    request: (c) => post('/api/login', { email: c.email, password: 12345678 }),
  },
  ...rows({ op: 'login', status: 422, field: 'email' }, [
    [
      'login with an e-mail array',
      (c) => post('/api/login', { email: [c.email], password: c.password }),
    ],
    [
      'login with a malformed e-mail',
      (c) => post('/api/login', { email: 'not-an-email', password: c.password }),
    ],
    [
      'login with a 300-character e-mail',
      (c) => post('/api/login', { email: `${'a'.repeat(290)}@example.com`, password: c.password }),
    ],
  ]),
  {
    name: 'login with a 300-character password',
    op: 'login',
    status: 422,
    field: 'password',
    request: (c) => post('/api/login', { email: c.email, password: 'A#a'.repeat(100) }),
  },
  ...rows({ op: 'login', status: 422, field: 'email' }, [
    [
      'login with SQL in the e-mail',
      () => post('/api/login', { email: "admin@example.com' OR '1'='1", password: 'x' }),
    ],
    [
      'login with SQL as the password',
      (c) => post('/api/login', { email: c.email, password: "' OR '1'='1' --" }),
    ],
  ]),
  {
    name: 'login with an unknown field',
    op: 'login',
    status: 422,
    field: 'remember',
    request: (c) => post('/api/login', { email: c.email, password: c.password, remember: true }),
  },
  ...rows({ op: 'login', status: 422, field: 'body' }, [
    [
      'login as text/plain',
      (c) =>
        raw('/api/login', JSON.stringify({ email: c.email, password: c.password }), 'text/plain'),
    ],
    [
      'login as XML',
      () => raw('/api/login', '<login><email>a@b.co</email></login>', 'application/xml'),
    ],
    [
      'login as form-urlencoded',
      (c) => raw('/api/login', `email=${c.email}&password=x`, 'application/x-www-form-urlencoded'),
    ],
    ['login with broken JSON', () => raw('/api/login', '{"email": "a@b.co",', 'application/json')],
  ]),
  ...rows({ op: 'login', status: 422, field: 'email' }, [
    ['login with a JSON array', () => raw('/api/login', '["a@b.co","x"]', 'application/json')],
    ['login with JSON null', () => raw('/api/login', 'null', 'application/json')],
  ]),
  ...rows({ op: 'login', status: 422, field: 'body' }, [
    [
      'login with a 200 KB body',
      (c) => post('/api/login', { email: c.email, password: 'x'.repeat(200_000) }),
    ],
    [
      'login with __proto__ pollution',
      () =>
        raw(
          '/api/login',
          '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
          'application/json',
        ),
    ],
  ]),
  ...rows({ op: 'login', status: 422, field: 'email' }, [
    [
      'login with the wrong password',
      (c) => post('/api/login', { email: c.email, password: 'Wrong#999' }),
    ],
    [
      'login with a zero-width space in the e-mail',
      (c) => post('/api/login', { email: `\u200b${c.email}`, password: c.password }),
    ],
    [
      'login with a right-to-left override in the e-mail',
      () => post('/api/login', { email: 'moc.elpmaxe@\u202enimda', password: 'x' }),
    ],
  ]),

  // POST /register
  ...rows({ op: 'register', status: 422, field: 'name' }, [
    ['register with a one-letter name', () => register({ name: '小' })],
    ['register with a blank name', () => register({ name: '    ' })],
    ['register with a numeric name', () => register({ name: 12 })],
  ]),
  ...rows({ op: 'register', status: 422, field: 'password' }, [
    [
      'register with an all-lower-case password',
      () => register({ password: 'password1!', password_confirmation: 'password1!' }),
    ],
    [
      'register without an upper-case letter',
      () => register({ password: 'secret#123', password_confirmation: 'secret#123' }),
    ],
    [
      'register without a symbol',
      () => register({ password: 'Secret1234', password_confirmation: 'Secret1234' }),
    ],
    [
      'register with a 7-character password',
      () => register({ password: 'Sec#123', password_confirmation: 'Sec#123' }),
    ],
  ]),
  ...rows({ op: 'register', status: 422, field: 'password_confirmation' }, [
    [
      'register with a different confirmation',
      () => register({ password_confirmation: 'Secret#124' }),
    ],
    ['register without a confirmation', () => register({ password_confirmation: undefined })],
  ]),
  ...rows({ op: 'register', status: 422, field: 'email' }, [
    ['register a taken e-mail in upper case', (c) => register({ email: c.email.toUpperCase() })],
    [
      'register a script tag as e-mail',
      () => register({ email: '<script>alert(1)</script>@example.com' }),
    ],
    [
      'register with a mail header injection',
      () => register({ email: 'a@example.com\r\nBcc: victim@example.com' }),
    ],
  ]),
  {
    name: 'register a script-tag name with a weak password',
    op: 'register',
    status: 422,
    field: 'password',
    request: () =>
      register({
        name: '<img src=x onerror=alert(1)>',
        password: 'weak',
        password_confirmation: 'weak',
      }),
  },
  {
    name: 'register with a 256-character name',
    op: 'register',
    status: 422,
    field: 'name',
    request: () => register({ name: '名'.repeat(256) }),
  },

  // POST /check-email
  ...rows({ op: 'checkEmail', status: 422, field: 'email' }, [
    ['check-email without e-mail', () => post('/api/check-email', {})],
    ['check-email with an object', () => post('/api/check-email', { email: { $ne: null } })],
    [
      'check-email with SQL',
      () => post('/api/check-email', { email: "' UNION SELECT password FROM users --" }),
    ],
  ]),

  // GET /email/verify/{id}/{hash}
  ...rows({ op: 'verifyEmail', status: 403 }, [
    [
      'verify with a tampered signature',
      (c) => {
        const url = verifyUrl(c.userId, sha1Hex(c.email), future());
        return {
          url: url.replace(
            /signature=(.)/,
            (_m, ch: string) => `signature=${ch === 'a' ? 'b' : 'a'}`,
          ),
        };
      },
    ],
    [
      'verify with a changed expiry',
      (c) => {
        const exp = future();
        const sig = hmacSha256Hex(
          key,
          `/api/email/verify/${c.userId}/${sha1Hex(c.email)}?expires=${exp}`,
        );
        return { url: verifyUrl(c.userId, sha1Hex(c.email), exp + 3600, sig) };
      },
    ],
    [
      'verify an expired link',
      (c) => ({
        url: verifyUrl(c.userId, sha1Hex(c.email), Math.floor(Date.now() / 1000) - 60),
      }),
    ],
    [
      'verify a signed link whose hash is not the e-mail',
      (c) => ({ url: verifyUrl(c.userId, sha1Hex('other@example.com'), future()) }),
    ],
    [
      'verify another account with its link',
      (c) => {
        const exp = future();
        const sig = hmacSha256Hex(
          key,
          `/api/email/verify/${c.userId}/${sha1Hex(c.email)}?expires=${exp}`,
        );
        return { url: verifyUrl(c.userId + 1, sha1Hex(c.email), exp, sig) };
      },
    ],
  ]),
  {
    name: 'verify with a non-hex signature',
    op: 'verifyEmail',
    status: 422,
    field: 'signature',
    request: (c) => ({ url: verifyUrl(c.userId, sha1Hex(c.email), future(), 'z'.repeat(64)) }),
  },
  ...rows({ op: 'verifyEmail', status: 422, field: 'id' }, [
    ['verify with a negative id', (c) => ({ url: verifyUrl(-1, sha1Hex(c.email), future()) })],
    [
      'verify with SQL as id',
      (c) => ({ url: verifyUrl('1%20OR%201=1', sha1Hex(c.email), future()) }),
    ],
  ]),
  {
    name: 'verify without expires',
    op: 'verifyEmail',
    status: 422,
    field: 'expires',
    request: (c) => ({
      url: `/api/email/verify/${c.userId}/${sha1Hex(c.email)}?signature=${'a'.repeat(64)}`,
    }),
  },
  {
    name: 'verify without signature',
    op: 'verifyEmail',
    status: 422,
    field: 'signature',
    request: (c) => ({
      url: `/api/email/verify/${c.userId}/${sha1Hex(c.email)}?expires=${future()}`,
    }),
  },
  {
    name: 'verify with a text expiry',
    op: 'verifyEmail',
    status: 422,
    field: 'expires',
    request: (c) => ({ url: verifyUrl(c.userId, sha1Hex(c.email), 'tomorrow') }),
  },
  {
    name: 'verify with an upper-case hash',
    op: 'verifyEmail',
    status: 422,
    field: 'hash',
    request: (c) => ({ url: verifyUrl(c.userId, sha1Hex(c.email).toUpperCase(), future()) }),
  },
  {
    name: 'verify an unknown account',
    op: 'verifyEmail',
    status: 404,
    request: () => ({ url: verifyUrl(424242, sha1Hex('x@example.com'), future()) }),
  },

  // GET /auth/check-token and other bearer checks
  ...rows({ op: 'checkToken', status: 401 }, [
    ['check-token without a token', () => ({ url: '/api/auth/check-token' })],
    [
      'check-token with a revoked token',
      (c) => ({ url: '/api/auth/check-token', headers: bearer(c.revoked) }),
    ],
    [
      'check-token with a token without id',
      () => ({ url: '/api/auth/check-token', headers: bearer('abcdef') }),
    ],
    [
      'check-token with the right id and a wrong secret',
      (c) => ({
        url: '/api/auth/check-token',
        headers: bearer(`${c.token.split('|')[0]}|${'A'.repeat(40)}`),
      }),
    ],
    [
      'check-token with Basic auth',
      (c) => ({
        url: '/api/auth/check-token',
        headers: {
          authorization: `Basic ${Buffer.from(`${c.email}:${c.password}`).toString('base64')}`,
        },
      }),
    ],
    [
      'check-token with SQL in the token',
      () => ({
        url: '/api/auth/check-token',
        headers: { authorization: "Bearer 1 OR 1=1|x' --" },
      }),
    ],
  ]),
  {
    name: 'logout with a revoked token',
    op: 'logout',
    status: 401,
    request: (c) => ({ method: 'POST', url: '/api/logout', headers: bearer(c.revoked) }),
  },

  // POST /user/change-password
  {
    name: 'change-password with a revoked token',
    op: 'changePassword',
    status: 401,
    request: (c) => change(c, {}, c.revoked),
  },
  {
    name: 'change-password with a weak new password',
    op: 'changePassword',
    status: 422,
    field: 'new_password',
    request: (c) => change(c, { new_password: 'weakpass', new_password_confirmation: 'weakpass' }),
  },
  {
    name: 'change-password with a different confirmation',
    op: 'changePassword',
    status: 422,
    field: 'new_password_confirmation',
    request: (c) => change(c, { new_password_confirmation: 'Better#457' }),
  },
  {
    name: 'change-password with a wrong old password',
    op: 'changePassword',
    status: 422,
    field: 'password',
    request: (c) => change(c, { password: 'Wrong#999' }),
  },
  {
    name: 'change-password with no fields',
    op: 'changePassword',
    status: 422,
    field: 'new_password',
    request: (c) => post('/api/user/change-password', {}, bearer(c.token)),
  },

  // POST /resend-verification-email and /forgot-password
  {
    name: 'resend with a wrong password',
    op: 'resendVerificationEmail',
    status: 422,
    field: 'email',
    request: (c) =>
      post('/api/resend-verification-email', { email: c.email, password: 'Wrong#999' }),
  },
  {
    name: 'resend without a password',
    op: 'resendVerificationEmail',
    status: 422,
    field: 'password',
    request: () => post('/api/resend-verification-email', { email: 'resend@example.com' }),
  },
  {
    name: 'resend with a malformed e-mail',
    op: 'resendVerificationEmail',
    status: 422,
    field: 'email',
    request: () => post('/api/resend-verification-email', { email: 'resend@', password: 'x' }),
  },
  ...rows({ op: 'forgotPassword', status: 422, field: 'email' }, [
    ['forgot without e-mail', () => post('/api/forgot-password', {})],
    ['forgot with a numeric e-mail', () => post('/api/forgot-password', { email: 42 })],
  ]),

  // POST /reset-password
  ...rows({ op: 'resetPassword', status: 422, field: 'email' }, [
    ['reset with a wrong token', (c) => reset({ email: c.email })],
    ['reset with a used token', (c) => reset({ email: c.email, token: c.usedResetToken })],
  ]),
  {
    name: 'reset with a token older than 60 minutes',
    op: 'resetPassword',
    status: 422,
    field: 'email',
    before: (c) => (c.skew.ms = 61 * 60 * 1000),
    after: (c) => (c.skew.ms = 0),
    request: (c) => reset({ email: c.staleResetEmail, token: c.staleResetToken }),
  },
  {
    name: 'reset with a weak password',
    op: 'resetPassword',
    status: 422,
    field: 'password',
    request: (c) =>
      reset({
        email: c.staleResetEmail,
        token: c.staleResetToken,
        password: 'short',
        password_confirmation: 'short',
      }),
  },
  {
    name: 'reset with a different confirmation',
    op: 'resetPassword',
    status: 422,
    field: 'password_confirmation',
    request: (c) =>
      reset({
        email: c.staleResetEmail,
        token: c.staleResetToken,
        password_confirmation: 'Reset#780',
      }),
  },
  {
    name: 'reset for an unknown e-mail',
    op: 'resetPassword',
    status: 422,
    field: 'email',
    request: () => reset({}),
  },
  {
    name: 'reset without a token',
    op: 'resetPassword',
    status: 422,
    field: 'token',
    request: (c) => reset({ email: c.email, token: undefined }),
  },

  // GET /events
  ...rows({ op: 'listEvents', status: 422, field: 'page' }, [
    ['list page 0', () => ({ url: '/api/events?page=0' })],
    ['list page -1', () => ({ url: '/api/events?page=-1' })],
    ['list page abc', () => ({ url: '/api/events?page=abc' })],
    ['list page 1.5', () => ({ url: '/api/events?page=1.5' })],
    ['list two pages at once', () => ({ url: '/api/events?page=1&page=2' })],
  ]),
  {
    name: 'list with a 101-character search',
    op: 'listEvents',
    status: 422,
    field: 'search',
    request: () => ({ url: `/api/events?search=${'a'.repeat(101)}` }),
  },
  ...rows({ op: 'listEvents', status: 200 }, [
    [
      'list with SQL in the search (inert)',
      () => ({ url: `/api/events?search=${encodeURIComponent("' OR 1=1 --")}` }),
    ],
    [
      'list with FTS syntax in the search (inert)',
      () => ({ url: `/api/events?search=${encodeURIComponent('"NEAR(a b)* OR x')}` }),
    ],
    [
      'list with a script tag as search (inert)',
      () => ({
        url: `/api/events?search=${encodeURIComponent('<script>alert(1)</script>')}`,
      }),
    ],
  ]),
  {
    name: 'list with a huge page number',
    op: 'listEvents',
    status: 422,
    field: 'page',
    request: () => ({ url: '/api/events?page=99999999999999999999' }),
  },
  ...['Infinity', '-Infinity', '1e400', 'NaN', '2147483648', '1.5'].map((page): Case => ({
    name: `list with page=${page}`,
    op: 'listEvents',
    status: 422,
    field: 'page',
    request: () => ({ url: `/api/events?page=${page}` }),
  })),
  {
    name: 'list with a search that NFKC expands past 100 characters',
    op: 'listEvents',
    status: 422,
    field: 'search',
    request: () => ({ url: `/api/events?search=${encodeURIComponent('ﷺ'.repeat(10))}` }),
  },
  ...['Infinity', '1e400', '2147483648'].map((id): Case => ({
    name: `get event ${id}`,
    op: 'getEvent',
    status: 422,
    field: 'id',
    request: () => ({ url: `/api/events/${id}` }),
  })),
  ...['Infinity', '-Infinity', '1e400', '100000001', '-1'].flatMap((price): Case[] => [
    {
      name: `create with price=${price}`,
      op: 'createEvent',
      status: 422,
      field: 'price',
      request: (c) => form('/api/events', eventFields({ price }), c.token),
    },
    {
      name: `update with price=${price}`,
      op: 'updateEvent',
      status: 422,
      field: 'price',
      request: (c) => form(`/api/events/${c.eventId}?_method=PUT`, eventFields({ price }), c.token),
    },
  ]),
  {
    name: 'update event Infinity',
    op: 'updateEvent',
    status: 422,
    field: 'id',
    request: (c) => form('/api/events/Infinity?_method=PUT', eventFields(), c.token),
  },

  // GET /events/{id}
  ...rows({ op: 'getEvent', status: 422, field: 'id' }, [
    ['get event abc', () => ({ url: '/api/events/abc' })],
    ['get event 0', () => ({ url: '/api/events/0' })],
    ['get event with SQL', () => ({ url: '/api/events/1%20OR%201=1' })],
  ]),
  {
    name: 'get an event that does not exist',
    op: 'getEvent',
    status: 404,
    request: () => ({ url: '/api/events/987654' }),
  },

  // POST /events (multipart)
  ...rows({ op: 'createEvent', status: 401 }, [
    ['create without a token', () => form('/api/events', eventFields())],
    ['create with a revoked token', (c) => form('/api/events', eventFields(), c.revoked)],
  ]),
  {
    name: 'create as JSON',
    op: 'createEvent',
    status: 422,
    field: 'body',
    request: (c) => post('/api/events', eventFields(), bearer(c.token)),
  },
  ...rows({ op: 'createEvent', status: 422, field: 'name' }, [
    [
      'create without a body',
      (c) => ({ method: 'POST', url: '/api/events', headers: bearer(c.token) }),
    ],
    ['create without a name', (c) => form('/api/events', eventFields({ name: '' }), c.token)],
  ]),
  ...rows({ op: 'createEvent', status: 422, field: 'price' }, [
    [
      'create without a price field',
      (c) => {
        const f: Record<string, string> = eventFields();
        delete f.price;
        return form('/api/events', f, c.token);
      },
    ],
    [
      'create with a text price',
      (c) => form('/api/events', eventFields({ price: 'free' }), c.token),
    ],
  ]),
  {
    name: 'create with a negative price',
    op: 'createEvent',
    status: 422,
    field: 'price',
    message: M.priceRange,
    request: (c) => form('/api/events', eventFields({ price: '-5' }), c.token),
  },
  ...rows({ op: 'createEvent', status: 422, field: 'start_time' }, [
    [
      'create with a slash date',
      (c) => form('/api/events', eventFields({ start_time: '2024/07/20 18:00' }), c.token),
    ],
    [
      'create on 30 February',
      (c) => form('/api/events', eventFields({ start_time: '2024-02-30 18:00:00' }), c.token),
    ],
  ]),
  {
    name: 'create at 25 o’clock',
    op: 'createEvent',
    status: 422,
    field: 'end_time',
    request: (c) => form('/api/events', eventFields({ end_time: '2024-07-20 25:00:00' }), c.token),
  },
  ...rows({ op: 'createEvent', status: 422, field: 'end_time', message: M.endAfterStart }, [
    [
      'create that ends before it starts',
      (c) =>
        form(
          '/api/events',
          eventFields({ start_time: '2024-07-20T22:00', end_time: '2024-07-20 18:00:00' }),
          c.token,
        ),
    ],
    [
      'create that ends when it starts',
      (c) => form('/api/events', eventFields({ end_time: '2024-07-20 18:00:00' }), c.token),
    ],
  ]),
  ...rows({ op: 'createEvent', status: 422, field: 'image_path' }, [
    [
      'create with a script named photo.png',
      (c) =>
        form(
          '/api/events',
          { ...eventFields(), image_path: file('<script>alert(document.cookie)</script>') },
          c.token,
        ),
    ],
    [
      'create with an SVG image',
      (c) =>
        form(
          '/api/events',
          {
            ...eventFields(),
            image_path: file(
              '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
              'x.svg',
              'image/svg+xml',
            ),
          },
          c.token,
        ),
    ],
    [
      'create with a PHP file',
      (c) =>
        form(
          '/api/events',
          {
            ...eventFields(),
            image_path: file('<?php system($_GET["c"]); ?>', 'shell.php.jpg', 'image/jpeg'),
          },
          c.token,
        ),
    ],
    [
      'create with an image over 5 MB',
      (c) =>
        form(
          '/api/events',
          {
            ...eventFields(),
            image_path: file(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
          },
          c.token,
        ),
    ],
  ]),
  // Judged by decoding, not by the first bytes (src/imageCheck.ts).
  ...rows({ op: 'createEvent', status: 422, field: 'image_path', message: M.imageType }, [
    [
      'create with the 8-byte PNG signature alone',
      (c) =>
        form('/api/events', { ...eventFields(), image_path: file(png.subarray(0, 8)) }, c.token),
    ],
    [
      'create with a PNG whose pixel data is cut off',
      (c) =>
        form(
          '/api/events',
          { ...eventFields(), image_path: file(png.subarray(0, png.length - 20)) },
          c.token,
        ),
    ],
  ]),
  {
    name: 'create with a small PNG that declares 20000 × 20000 pixels',
    op: 'createEvent',
    status: 422,
    field: 'image_path',
    message: M.imagePixels,
    request: (c) =>
      form(
        '/api/events',
        { ...eventFields(), image_path: file(declaring(png, 20_000, 20_000)) },
        c.token,
      ),
  },
  ...rows({ op: 'createEvent', status: 422, field: 'image_path' }, [
    [
      'create with two files',
      (c) => {
        const body = multipart([
          ...Object.entries(eventFields()),
          ['image_path', file(png)],
          ['image_path', file(png)],
        ]);
        return {
          method: 'POST',
          url: '/api/events',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(c.token) },
        };
      },
    ],
    [
      'create with image_path as text',
      (c) => form('/api/events', { ...eventFields(), image_path: '../../etc/passwd' }, c.token),
    ],
  ]),
  {
    name: 'create with a file in another field',
    op: 'createEvent',
    status: 422,
    field: 'avatar',
    request: (c) => form('/api/events', { ...eventFields(), avatar: file(png) }, c.token),
  },
  {
    name: 'create with a 256-character name',
    op: 'createEvent',
    status: 422,
    field: 'name',
    request: (c) => form('/api/events', eventFields({ name: 'n'.repeat(256) }), c.token),
  },
  {
    name: 'create with a 5001-character description',
    op: 'createEvent',
    status: 422,
    field: 'description',
    request: (c) => form('/api/events', eventFields({ description: '說'.repeat(5001) }), c.token),
  },
  {
    name: 'create with an unknown field',
    op: 'createEvent',
    status: 422,
    field: 'user_id',
    request: (c) => form('/api/events', eventFields({ user_id: '1' }), c.token),
  },
  {
    name: 'create with a broken multipart body',
    op: 'createEvent',
    status: 422,
    field: 'body',
    request: (c) =>
      raw(
        '/api/events',
        'this is not multipart',
        'multipart/form-data; boundary=xyz',
        bearer(c.token),
      ),
  },
  {
    name: 'create with SQL in the name and a bad time',
    op: 'createEvent',
    status: 422,
    field: 'start_time',
    request: (c) =>
      form(
        '/api/events',
        eventFields({ name: "x'); DROP TABLE events; --", start_time: 'now' }),
        c.token,
      ),
  },

  // POST /events/{id}?_method=PUT
  ...rows({ op: 'updateEvent', status: 422, field: '_method' }, [
    ['update without _method', (c) => form(`/api/events/${c.eventId}`, eventFields(), c.token)],
    [
      'update with _method=DELETE',
      (c) => form(`/api/events/${c.eventId}?_method=DELETE`, eventFields(), c.token),
    ],
  ]),
  {
    name: 'update so that it ends before it starts',
    op: 'updateEvent',
    status: 422,
    field: 'end_time',
    message: M.endAfterStart,
    request: (c) =>
      form(
        `/api/events/${c.eventId}?_method=PUT`,
        eventFields({ end_time: '2024-07-19 22:00:00' }),
        c.token,
      ),
  },
  {
    name: 'update an event that does not exist',
    op: 'updateEvent',
    status: 404,
    request: (c) => form('/api/events/987654?_method=PUT', eventFields(), c.token),
  },
  {
    name: 'update with a revoked token',
    op: 'updateEvent',
    status: 401,
    request: (c) => form(`/api/events/${c.eventId}?_method=PUT`, eventFields(), c.revoked),
  },
  {
    name: 'update with HTML as the image',
    op: 'updateEvent',
    status: 422,
    field: 'image_path',
    request: (c) =>
      form(
        `/api/events/${c.eventId}?_method=PUT`,
        {
          ...eventFields(),
          image_path: file('<!doctype html><script>alert(1)</script>', 'a.gif', 'image/gif'),
        },
        c.token,
      ),
  },
  {
    name: 'update with an empty name',
    op: 'updateEvent',
    status: 422,
    field: 'name',
    request: (c) =>
      form(`/api/events/${c.eventId}?_method=PUT`, eventFields({ name: '   ' }), c.token),
  },
];

const ctx = { skew: { ms: 0 } } as Ctx;

const server = serverForSuite({ seed: { events: 3 }, now: () => Date.now() + ctx.skew.ms });
beforeAll(async () => {
  const { app } = server;
  const user = await createUser(app, { email: 'owner@example.com' });
  Object.assign(ctx, { email: user.email, password: user.password, userId: user.id });
  ctx.token = await login(app, user.email, user.password);
  ctx.revoked = await login(app, user.email, user.password);
  expect(
    (await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(ctx.revoked) }))
      .statusCode,
  ).toBe(200);
  const created = await app.inject(
    form('/api/events', { ...eventFields(), image_path: file(png) }, ctx.token),
  );
  ctx.eventId = (created.json() as { data: { id: number } }).data.id;

  // A reset token used once, and another left unused (to expire with the clock).
  await app.inject(post('/api/forgot-password', { email: user.email }));
  ctx.usedResetToken = (await lastMailTo(app, user.email)).link.searchParams.get('token') ?? '';
  const used = await app.inject(
    reset({
      email: user.email,
      token: ctx.usedResetToken,
      password: user.password,
      password_confirmation: user.password,
    }),
  );
  expect(used.statusCode).toBe(200);
  ctx.token = await login(app, user.email, user.password);
  const stale = await createUser(app, { email: 'stale@example.com' });
  await app.inject(post('/api/forgot-password', { email: stale.email }));
  ctx.staleResetEmail = stale.email;
  ctx.staleResetToken = (await lastMailTo(app, stale.email)).link.searchParams.get('token') ?? '';
});

describe('bad input', () => {
  it('has at least 60 cases answered 4xx', () => {
    expect(cases.filter((c) => c.status >= 400).length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  it.each(cases.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, i) => {
    const { app, dataDir } = server;
    const before = await snapshot(app, dataDir);
    c.before?.(ctx);
    try {
      const request = c.request(ctx);
      const res = await app.inject({
        ...request,
        remoteAddress: `10.200.${Math.floor(i / 200)}.${i % 200}`,
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      const body = (await expectContract(c.op, res, c.status)) as {
        errors?: Record<string, string[]>;
      };
      if (c.field) expect(Object.keys(body.errors ?? {}), JSON.stringify(body)).toContain(c.field);
      if (c.field && c.message) expect(body.errors?.[c.field]).toEqual([c.message]);
    } finally {
      c.after?.(ctx);
    }
    expect(await snapshot(app, dataDir)).toBe(before);
  });

  it('left the valid token and the account working', async () => {
    const res = await server.app.inject({
      url: '/api/auth/check-token',
      headers: bearer(ctx.token),
    });
    expect(res.statusCode).toBe(200);
  });
});
