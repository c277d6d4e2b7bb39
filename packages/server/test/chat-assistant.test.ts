import { CHAT_MESSAGES, chatPrice } from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../src/chat/assistant.ts';
import { catalogSource } from '../src/chat/catalog.ts';
import { defaultSources, tokens, type KnowledgeSource } from '../src/chat/knowledge.ts';
import { catalogServer, type Catalog } from './shopping-helpers.ts';

/**
 * The chat's assistant answers from the site's own facts (docs/adr/0032-live-chat.md decision
 * 3): the questions visitors ask in their own words, each to the entry that answers it; what it
 * does not know it says so; a wish for a person hands over.
 */
const assistant = createAssistant();
const visitor = { userId: null };

describe('the assistant', () => {
  it.each([
    ['如何申請退款？', 'faq:refund'],
    ['我想退貨', 'faq:refund'],
    ['東西不想要了可以退錢嗎', 'faq:refund'],
    ['可以退費嗎?', 'faq:refund'],
    ['怎麼聯絡你們', 'faq:contact'],
    ['客服時間是幾點到幾點', 'faq:contact'],
    ['有客服信箱嗎', 'faq:contact'],
    ['有折扣碼嗎', 'faq:promotions'],
    ['新會員有優惠嗎', 'faq:promotions'],
    ['最近有什麼特價活動', 'faq:promotions'],
    ['可以寄到日本嗎', 'faq:shipping'],
    ['運費怎麼算', 'faq:shipping'],
    ['有海外配送嗎', 'faq:shipping'],
    ['下單後可以改地址嗎', 'faq:order-changes'],
    ['訂單可以修改嗎', 'faq:order-changes'],
    ['我想取消訂單', 'faq:order-changes'],
    ['預約諮詢有哪些時段', 'booking:slots'],
    ['最多可以預約幾個', 'booking:limit'],
    ['預約可以取消嗎', 'booking:cancel'],
    ['要怎麼預約', 'booking:how'],
    ['ＲＥＦＵＮＤ', 'faq:refund'],
  ])('answers "%s" from %s', async (question, source) => {
    const reply = await assistant.reply(question, visitor);
    expect(reply).toMatchObject({ kind: 'answer', source });
  });

  it.each(['今天天氣如何', '你喜歡吃拉麵嗎', 'asdf', '？？？', '1234'])(
    'says it does not know "%s" and offers a person',
    async (question) => {
      expect(await assistant.reply(question, visitor)).toEqual({
        kind: 'unknown',
        body: CHAT_MESSAGES.unknown,
      });
    },
  );

  it.each(['我要找真人客服', '請幫我轉接', '可以找專人嗎', 'talk to a human please'])(
    'hands "%s" to a person',
    async (question) => {
      expect(await assistant.reply(question, visitor)).toEqual({ kind: 'handoff' });
    },
  );

  it('answers "how do I contact you" from the FAQ, not by handing over', async () => {
    expect(await assistant.reply('如何聯絡客服？', visitor)).toMatchObject({
      source: 'faq:contact',
    });
  });

  it('asks every source and takes the best answer, so a new source is one more in the list', async () => {
    const catalog: KnowledgeSource = {
      name: 'catalog',
      answer: (question) =>
        question.includes('保溫瓶')
          ? [{ answer: '保溫瓶售價 NT$ 890，尚有 12 件。', source: 'catalog:17', score: 9 }]
          : [],
    };
    const withCatalog = createAssistant([catalog]);
    expect(await withCatalog.reply('保溫瓶還有貨嗎', visitor)).toMatchObject({
      kind: 'answer',
      source: 'catalog:17',
    });
    expect((await withCatalog.reply('可以退貨嗎', visitor)).kind).toBe('unknown');
  });

  it('reads Han text as bigrams and Latin words whole, without the words that say nothing', () => {
    expect(tokens('請問可以退貨嗎？')).toEqual(['問可', '以退', '退貨', '貨嗎']);
    expect(tokens('Coupon WELCOME10')).toEqual(['coupon', 'welcome10']);
    expect(tokens('嗎')).toEqual([]);
  });
});

/**
 * The catalog as a source (src/chat/catalog.ts): a question that names a published product gets
 * its price and stock as they are when asked; a draft is never mentioned. Both engines.
 */
describe('the assistant on the catalog', () => {
  let catalog: Catalog;
  let withCatalog: ReturnType<typeof createAssistant>;
  const product = (name: string) =>
    catalog.server.app.store.db
      .selectFrom('products')
      .select(['id', 'name', 'price_min', 'price_max', 'stock', 'status'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    catalog = await catalogServer();
    withCatalog = createAssistant([
      ...defaultSources(),
      catalogSource(catalog.server.app.store.db),
    ]);
  });
  afterAll(() => catalog.close());

  it.each(['經典帆布托特包多少錢？', '帆布托特包還有貨嗎', '請問 隨行保溫瓶 的價格'])(
    'answers "%s" with the product\'s price and stock',
    async (question) => {
      const named = question.includes('保溫瓶') ? '隨行保溫瓶' : '經典帆布托特包';
      const row = await product(named);
      expect(await withCatalog.reply(question, visitor)).toEqual({
        kind: 'answer',
        body: CHAT_MESSAGES.productAnswer(row.name, row.price_min, row.price_max, row.stock),
        source: `catalog:${row.id}`,
      });
    },
  );

  it('tells the stock as it is when asked, out of stock included', async () => {
    const row = await product('鑄鐵茶壺');
    await catalog.server.app.store.db
      .updateTable('products')
      .set({ stock: 0 })
      .where('id', '=', row.id)
      .execute();
    const reply = await withCatalog.reply('鑄鐵茶壺有現貨嗎', visitor);
    expect(reply).toMatchObject({ kind: 'answer', source: `catalog:${row.id}` });
    expect(reply.kind === 'answer' && reply.body).toContain('目前缺貨');
  });

  it('never mentions a draft, and still answers the FAQ and says what it does not know', async () => {
    expect((await product('軟木留言板')).status).toBe('draft');
    expect(await withCatalog.reply('軟木留言板多少錢', visitor)).toMatchObject({
      kind: 'unknown',
    });
    expect(await withCatalog.reply('可以退貨嗎', visitor)).toMatchObject({ source: 'faq:refund' });
    expect(await withCatalog.reply('今天天氣如何', visitor)).toMatchObject({ kind: 'unknown' });
  });

  it('answers a visitor in the chat itself from the catalog', async () => {
    const row = await product('經典帆布托特包');
    const started = catalog.ok<{ data: { id: number }; visitor_token: string }>(
      await catalog.call('POST', '/api/chat/conversations', undefined, null),
      201,
    );
    const sent = await catalog.server.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${started.data.id}/messages`,
      headers: { 'x-chat-visitor': started.visitor_token },
      payload: { body: '經典帆布托特包多少錢' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().replies).toMatchObject([
      {
        sender: 'assistant',
        body: CHAT_MESSAGES.productAnswer(row.name, row.price_min, row.price_max, row.stock),
        source: `catalog:${row.id}`,
      },
    ]);
  });
});

describe('chatPrice', () => {
  it('writes whole NT$ with thousands separators', () => {
    expect(chatPrice(1290)).toBe('NT$1,290');
    expect(CHAT_MESSAGES.productAnswer('杯', 590, 690, 3)).toBe(
      '「杯」售價 NT$590 至 NT$690，目前有貨（庫存 3 件）。',
    );
  });
});
