import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Contract } from '@folio/contract-check';
import {
  CHAT_BODY_PATTERN,
  CHAT_COMMENT_MAX_LENGTH,
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  CHAT_RATING_MAX,
  EVENT_PRICE_MAX,
  EVENT_PRICE_MIN,
  MAX_SEARCH_LENGTH,
  EVENTS_PER_PAGE,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  EMAIL_PATTERN,
  isEmailAddress,
  isStrongPassword,
  passwordExamples,
  passwordMessages,
} from '@folio/rules';
import { createUser } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * The facts of @folio/rules hold for the contract and the server. One password rule
 * (docs/requirements.md §5): every worked example of @folio/rules goes through
 * the contract (Ajv on openapi.yaml's request schemas) and through the server over real HTTP
 * (register, reset and change password). The form runs the same table in
 * packages/ui/src/forms/validation/schemas.test.ts, the rule itself in packages/rules.
 */
const PORT = 4450;
const contract = new Contract();
const schemas = (
  contract.document.components as { schemas: Record<string, Record<string, unknown>> }
).schemas;

// strict: false, because the OpenAPI document around the schemas has keywords of its own.
const ajv = new Ajv2020({ strict: false, allErrors: true });
// ajv-formats is CommonJS with a default export; under NodeNext its default is the module object.
(addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020)(ajv);
ajv.addSchema({ ...contract.document, $id: 'openapi.yaml' });

/** The request schemas that take a new password, and the field that holds it. */
const REQUESTS = [
  ['RegisterRequest', 'password'],
  ['ResetPasswordRequest', 'password'],
  ['ChangePasswordRequest', 'new_password'],
] as const;

describe('the contract', () => {
  it('publishes the rule of @folio/rules: the same pattern and lengths', () => {
    expect(schemas.NewPassword).toMatchObject({
      pattern: PASSWORD_PATTERN,
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    });
  });

  it('states the limits the form checks (@folio/rules)', () => {
    const properties = (name: string) =>
      (schemas[name] as { properties: Record<string, Record<string, unknown>> }).properties;
    expect(properties('RegisterRequest').name?.minLength).toBe(NAME_MIN_LENGTH);
    expect(properties('EventForm').price?.anyOf).toContainEqual({
      type: 'number',
      minimum: EVENT_PRICE_MIN,
      maximum: EVENT_PRICE_MAX,
    });
    const list = (
      contract.document.paths as Record<string, { get: { parameters: Record<string, unknown>[] } }>
    )['/events']?.get;
    expect(list?.parameters.find((p) => p.name === 'search')?.schema).toMatchObject({
      maxLength: MAX_SEARCH_LENGTH,
    });
    expect(JSON.stringify(list)).toContain(`"per_page":${EVENTS_PER_PAGE}`);
  });

  it("states the chat's limits (@folio/rules chat.ts)", () => {
    const properties = (name: string) =>
      (schemas[name] as { properties: Record<string, Record<string, unknown>> }).properties;
    expect(properties('ChatMessageRequest').body).toMatchObject({
      maxLength: CHAT_MESSAGE_MAX_LENGTH,
      pattern: CHAT_BODY_PATTERN,
    });
    expect(properties('ChatMessage').body?.maxLength).toBe(CHAT_MESSAGE_MAX_LENGTH);
    expect(properties('ChatConversation').message_count?.maximum).toBe(CHAT_MAX_MESSAGES);
    expect(properties('ChatMessageList').data?.maxItems).toBe(CHAT_PAGE_SIZE);
    expect(properties('ChatRatingRequest').score?.maximum).toBe(CHAT_RATING_MAX);
    expect(properties('ChatRatingRequest').comment?.maxLength).toBe(CHAT_COMMENT_MAX_LENGTH);
  });

  it('accepts exactly the passwords the rule accepts, for any text', () => {
    const validate = ajv.getSchema('openapi.yaml#/components/schemas/NewPassword');
    if (!validate) throw new Error('openapi.yaml has no schema NewPassword');
    // Short strings of any code points, and strings built from the characters that matter.
    const tricky = fc.constantFrom(...'aZ!中É ß\t\n😀１ａＡ！ǅ™\u0301_');
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.string({ unit: 'grapheme', minLength: 6, maxLength: 12 }),
      fc.string({ unit: tricky, minLength: 6, maxLength: 12 }),
    );
    fc.assert(
      fc.property(text, (password) => validate(password) === isStrongPassword(password)),
      { numRuns: 2000 },
    );
  });

  it('writes the address shape out as its pattern, so any validator of the contract agrees', () => {
    const email = schemas.Email as { pattern: string; format: string };
    expect(email.format).toBe('email');
    expect(email.pattern).toBe(EMAIL_PATTERN.source.replaceAll('a-z', 'A-Za-z'));
    // The pattern alone (what a validator without ajv-formats, or with RFC 5322's looser
    // `email`, enforces) accepts exactly the rule's addresses: `0@com` is refused both ways.
    const pattern = new RegExp(email.pattern, 'u');
    for (const address of ['0@com', 'a@b', '"a b"@c.de', 'a@[127.0.0.1]', 'ming@例子.台灣']) {
      expect(pattern.test(address), address).toBe(false);
      expect(isEmailAddress(address), address).toBe(false);
    }
    const local = fc.constantFrom(..."aZ09.-_+!@ 中'#");
    const text = fc.oneof(
      fc.emailAddress({ size: 'small' }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.string({ unit: local, minLength: 3, maxLength: 20 }),
    );
    fc.assert(
      fc.property(text, (address) => pattern.test(address) === isEmailAddress(address)),
      { numRuns: 3000 },
    );
  });

  it("checks e-mail addresses as the form does: format email is the rules' shape", () => {
    const validate = ajv.getSchema('openapi.yaml#/components/schemas/Email');
    if (!validate) throw new Error('openapi.yaml has no schema Email');
    const local = fc.constantFrom(..."aZ09.-_+!@ 中'");
    const text = fc.oneof(
      fc.emailAddress({ size: 'small' }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.string({ unit: local, minLength: 3, maxLength: 20 }),
    );
    fc.assert(
      fc.property(text, (address) => validate(address) === isEmailAddress(address)),
      { numRuns: 3000 },
    );
  });

  describe.each(REQUESTS)('%s', (request, field) => {
    const validate = ajv.getSchema(`openapi.yaml#/components/schemas/${request}`);
    if (!validate) throw new Error(`openapi.yaml has no schema ${request}`);
    const valid = {
      RegisterRequest: { name: '小明', email: 'ming@example.com' },
      ResetPasswordRequest: { token: 'x', email: 'ming@example.com' },
      ChangePasswordRequest: { password: 'old' },
    }[request];

    it.each(passwordExamples)('$why: $password', ({ password, problems }) => {
      validate({ ...valid, [field]: password, [`${field}_confirmation`]: password });
      // The confirmation is only "at most 255 characters" in the contract (equality is the server's).
      const errors = (validate.errors ?? []).filter(
        (e) => !e.instancePath.endsWith('_confirmation'),
      );
      const fieldErrors = errors.filter((e) => e.instancePath === `/${field}`);
      expect(errors).toEqual(fieldErrors);
      expect(fieldErrors.length > 0, JSON.stringify(fieldErrors)).toBe(problems.length > 0);
    });
  });
});

describe('the server, over HTTP', () => {
  const many = { limit: 1000, windowMs: 60_000 };
  const server = serverForSuite({
    appUrl: null,
    port: PORT,
    rateLimits: { register: many, resetPassword: many, changePassword: many, account: many },
  });
  let base: string;

  beforeAll(async () => {
    await server.app.listen({ port: PORT, host: '127.0.0.1' });
    base = `http://127.0.0.1:${PORT}/api`;
  });

  async function post(path: string, body: object, token?: string) {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { message: string; errors?: Record<string, string[]> },
    };
  }

  it.each(passwordExamples)('register: $why', async ({ password, problems }) => {
    const email = `rule-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const res = await post('/register', {
      name: '小明',
      email,
      password,
      password_confirmation: password,
    });
    if (problems.length === 0) {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    } else {
      expect(res.status).toBe(422);
      expect(res.body.errors?.password).toEqual(passwordMessages(password));
      expect(await server.app.store.users.exists(email)).toBe(false);
    }
  });

  it.each(passwordExamples)('reset password: $why', async ({ password, problems }) => {
    // A token that is no reset token: the password rule answers first, else the token is refused.
    const res = await post('/reset-password', {
      token: 'not-a-token',
      email: 'nobody@example.com',
      password,
      password_confirmation: password,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.password).toEqual(
      problems.length === 0 ? undefined : passwordMessages(password),
    );
  });

  describe('change password', () => {
    let token: string;
    let current = 'Secret#123';

    beforeAll(async () => {
      const user = await createUser(server.app, { password: current });
      const res = await post('/login', { email: user.email, password: current });
      token = (res.body as unknown as { access_token: string }).access_token;
    });

    it.each(passwordExamples)('$why', async ({ password, problems }) => {
      const res = await post(
        '/user/change-password',
        { password: current, new_password: password, new_password_confirmation: password },
        token,
      );
      if (problems.length === 0) {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        current = password;
      } else {
        expect(res.status).toBe(422);
        expect(res.body.errors?.new_password).toEqual(passwordMessages(password));
        expect(res.body.errors?.password).toBeUndefined();
      }
    });
  });
});
