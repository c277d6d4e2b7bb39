import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Contract } from '@folio/contract-check';
import {
  BOOKING_ADMIN_MESSAGES,
  BOOKING_DETAIL_MESSAGES,
  BOOKING_LINK_MESSAGES,
  BOOKING_MESSAGES,
  categoryHasChildren,
  CHAT_MESSAGES,
  CHECKOUT_MESSAGES,
  categoryHasProducts,
  LOGIN_LINK_MESSAGES,
  onlyLeft,
  SHOP_MESSAGES,
  SIGNIN_MESSAGES,
  specInUse,
  TASK_MESSAGES,
  tooManyCombinations,
} from '@folio/rules';
import { M } from '../src/messages.ts';
import { repoRoot } from '../src/paths.ts';
import { DEFAULT_LIMITS } from '../src/ratelimit.ts';
import { schemaErrors } from '../src/validation.ts';
import { NOT_YET_IMPLEMENTED } from './helpers.ts';

/**
 * The tables openapi.yaml gives re-implementations (validation messages, rate limits) say what
 * this server does: a change on either side without the other fails here.
 */
const contract = new Contract();
const description = String((contract.document.info as { description: string }).description);

/** A password that breaks exactly one strength rule. */
const WEAK: Record<string, string> = {
  'no lower-case letter': 'ABCD#EFG',
  'no upper-case letter': 'abcd#efg',
  'no symbol': 'abcdEFGH',
};
const KEYWORDS = ['required', 'minLength', 'maxLength', 'format', 'pattern', 'any rule'];

describe('the validation messages table of openapi.yaml', () => {
  // Rows of operations the server does not serve yet (helpers.ts) say nothing about it.
  const rows = contract
    .messageRules()
    .filter(
      (r) => r.operations === 'all' || r.operations.some((op) => !NOT_YET_IMPLEMENTED.includes(op)),
    );

  it('has the rows', () => {
    expect(rows.length).toBeGreaterThan(50);
  });

  it.each(rows.filter((r) => KEYWORDS.includes(r.rule) || WEAK[r.rule]))(
    '$operations $field $rule: $message',
    ({ operations, field, rule, message }) => {
      const weak = WEAK[rule];
      const keyword = weak ? 'pattern' : rule === 'any rule' ? 'type' : rule;
      const error = {
        instancePath: keyword === 'required' ? '' : `/${field}`,
        keyword,
        params: keyword === 'required' ? { missingProperty: field } : {},
      };
      for (const operationId of operations === 'all'
        ? [undefined]
        : operations.filter((op) => !NOT_YET_IMPLEMENTED.includes(op))) {
        const errors = schemaErrors([error], operationId, { [field]: weak });
        expect(errors[field], `${operationId ?? 'all'}`).toContain(message);
      }
    },
  );

  it('words every other rule with a message of the server', () => {
    const known = new Set<string>([
      ...Object.values(M).flatMap((v) => (typeof v === 'string' ? [v] : [])),
      M.unknownField('{field}'),
      M.unsupportedType('{media types}'),
      ...['hash', 'expires', 'signature'].map(M.invalidField),
      // The task scheduler and the sign-in answer with the rules' messages (validation.ts).
      ...Object.values(TASK_MESSAGES),
      // So does the shop catalog (docs/adr/0030-shopping-catalog.md); `{n}` stands for a number.
      ...Object.values(SHOP_MESSAGES),
      tooManyCombinations(7).replace('7', '{n}'),
      ...Object.values(SIGNIN_MESSAGES),
      // So does the sign-in link by mail (api/loginLinks.ts).
      ...Object.values(LOGIN_LINK_MESSAGES).flatMap((v) => (typeof v === 'string' ? [v] : [])),
      // So does the chat (validation.ts: sendChatMessage, …; api/chat.ts).
      ...Object.values(CHAT_MESSAGES).flatMap((v) => (typeof v === 'string' ? [v] : [])),
      // So does a booking's topic and note (bookingDetails.ts, docs/adr/0017).
      ...Object.values(BOOKING_DETAIL_MESSAGES),
      // So does the owner's view of bookings (bookingAdmin.ts, docs/adr/0017).
      ...Object.values(BOOKING_ADMIN_MESSAGES),
      // So does the checkout (checkout.ts, docs/adr/0031-checkout-payment-and-delivery.md).
      ...Object.values(CHECKOUT_MESSAGES),
      onlyLeft(7).replace('7', '{n}'),
    ]);
    expect(rows.map((r) => r.message).filter((m) => !known.has(m))).toEqual([]);
  });
});

/** Every `message` and `errors` text of the response examples in a piece of openapi.yaml. */
function exampleTexts(node: unknown, inExample = false): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => exampleTexts(item, inExample));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (inExample && key === 'message' && typeof value === 'string') return [value];
    if (inExample && key === 'errors' && value && typeof value === 'object')
      return Object.values(value).flatMap((list) => (Array.isArray(list) ? list.map(String) : []));
    return exampleTexts(value, inExample || key === 'examples' || key === 'example');
  });
}

describe('the response examples of openapi.yaml', () => {
  const texts = exampleTexts(contract.document.paths).concat(
    exampleTexts(contract.document.components),
  );

  it('are there', () => {
    expect(texts.length).toBeGreaterThan(20);
  });

  it("quote the server's messages (those shared with the app come from @folio/rules)", () => {
    const known = new Set<string>([
      ...Object.values(M).flatMap((v) => (typeof v === 'string' ? [v] : [])),
      M.invalidField('expires'),
      M.andMore(1),
      // The booking, task and sign-in operations answer with the rules' messages.
      ...Object.values(BOOKING_MESSAGES),
      ...Object.values(BOOKING_ADMIN_MESSAGES),
      ...Object.values(BOOKING_LINK_MESSAGES),
      ...Object.values(TASK_MESSAGES),
      // The shop catalog's examples quote the rules' messages (docs/adr/0030-shopping-catalog.md),
      // the parametrised ones with the examples' values.
      ...Object.values(SHOP_MESSAGES),
      tooManyCombinations(120),
      categoryHasChildren('服飾'),
      categoryHasProducts('包袋', 2),
      specInUse('尺寸', ['經典帆布托特包', '有機棉短袖 T 恤'], 2),
      specInUse('黑', ['經典帆布托特包', '有機棉短袖 T 恤', '皮革手帳本', '鑄鐵茶壺'], 4),
      ...Object.values(SIGNIN_MESSAGES),
      ...Object.values(LOGIN_LINK_MESSAGES).flatMap((v) => (typeof v === 'string' ? [v] : [])),
      // The chat's examples quote the rules' messages too (chat.ts).
      ...Object.values(CHAT_MESSAGES).flatMap((v) => (typeof v === 'string' ? [v] : [])),
      // The checkout's and delivery's examples quote the rules' messages (checkout.ts,
      // docs/adr/0031-checkout-payment-and-delivery.md).
      ...Object.values(CHECKOUT_MESSAGES),
      onlyLeft(3),
    ]);
    const unknown = texts.filter(
      (text) =>
        !known.has(text) &&
        ![1, 2].some((more) => [...known].some((k) => text === `${k}${M.andMore(more)}`)),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the rate limits table of openapi.yaml', () => {
  it('gives the quota and window of every limiter of the server', () => {
    // Limiters of operations not served yet (NOT_YET_IMPLEMENTED) are the contract's alone.
    const served = (operations: string) =>
      operations.split(', ').some((op) => !NOT_YET_IMPLEMENTED.includes(op));
    const table = Object.fromEntries(
      [...description.matchAll(/^\| `(\w+)` \| (\d+) \| (\d+) \| ([^|]+) \|/gm)]
        .filter(([, , , , operations = '']) => served(operations.trim()))
        .map(([, limiter, limit, minutes]) => [
          limiter,
          { limit: Number(limit), windowMs: Number(minutes) * 60_000 },
        ]),
    );
    const server = Object.fromEntries(
      Object.entries(DEFAULT_LIMITS).map(([limiter, { limit, windowMs }]) => [
        limiter,
        { limit, windowMs },
      ]),
    );
    expect(table).toEqual(server);
  });
});

describe('the contract version', () => {
  it('has its section in docs/contract-changelog.md', () => {
    const changelog = readFileSync(path.join(repoRoot, 'docs/contract-changelog.md'), 'utf8');
    expect(changelog).toContain(`\n## ${contract.version}\n`);
  });
});

describe('the texts of openapi.yaml say what this server serves', () => {
  type Op = { tags?: string[]; operationId?: string };
  const paths = Object.values(contract.document.paths as Record<string, Record<string, Op>>);
  const operations = paths.flatMap((item) => Object.values(item));
  const tags = contract.document.tags as { name: string; description: string }[];
  /** Words that say a tag's operations, or some of them, are not served. */
  const NOT_SERVED = /not served|answer 404 until/i;

  it.each(tags.map((tag) => [tag.name, tag.description] as const))(
    'tag %s says "not served" exactly when one of its operations is not',
    (name, text) => {
      const ids = operations.filter((op) => op.tags?.includes(name)).map((op) => op.operationId);
      const unserved = ids.filter((id) => NOT_YET_IMPLEMENTED.includes(String(id)));
      expect(NOT_SERVED.test(text), text).toBe(unserved.length > 0);
    },
  );

  it("counts each area's operations in info.description as its tags hold them", () => {
    const WORDS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen'
      .concat(' fourteen fifteen sixteen seventeen eighteen nineteen twenty')
      .split(' ');
    const said = (phrase: string) => {
      const pattern = new RegExp(`(\\w+)\\s+${phrase.replaceAll(' ', '\\s+')}`);
      return WORDS.indexOf(pattern.exec(description)?.[1] ?? '');
    };
    const count = (...names: string[]) =>
      operations.filter((op) => op.tags?.some((tag) => names.includes(tag))).length;
    expect({
      'members and events (and /ping)': said('operations for members and events'),
      'booking and tasks': said('for the booking system'),
      shopping: said('for the shop catalog'),
      signin: said('for signing in'),
      chat: said('for the customer-service chat'),
      'checkout and delivery': said('for the cart'),
      'health checks': said('health checks for operators'),
    }).toEqual({
      'members and events (and /ping)': count('auth', 'account', 'events') + 1,
      'booking and tasks': count('booking', 'tasks'),
      shopping: count('shopping'),
      signin: count('signin'),
      chat: count('chat'),
      'checkout and delivery': count('checkout', 'delivery'),
      'health checks': count('system') - 1,
    });
  });

  it('names booking and tasks in info.summary, as every served area', () => {
    const summary = String((contract.document.info as { summary: string }).summary);
    for (const area of ['booking', 'tasks', 'shop catalog', 'sign-in', 'chat', 'checkout'])
      expect(summary).toContain(area);
  });

  it('says what it leaves unspecified, and that this server limits no booking or task read', () => {
    const section = description.split(/^## /m).find((s) => s.startsWith('Left unspecified')) ?? '';
    for (const topic of ['order of the fields in `errors`', "task's mails", '`429`', 'CORS'])
      expect(section).toContain(topic);
    const limited = [...description.matchAll(/^\| `\w+` \| \d+ \| \d+ \| ([^|]+) \|/gm)].flatMap(
      ([, ops = '']) => ops.split(',').map((op) => op.trim().split(' ')[0]),
    );
    expect(limited.length).toBeGreaterThan(20);
    const unlimited = ['listSlots', 'listMyBookings', 'createBooking', 'cancelBooking'];
    unlimited.push('listTasks', 'getTask', 'cancelTask', 'listManagedTasks', 'retryManagedTask');
    expect(limited.filter((op) => unlimited.includes(String(op)))).toEqual([]);
  });
});
