/**
 * Shared fixtures for this package's tests (not exported from the package). The fixtures are typed
 * by the generated schema, so they cannot drift from openapi.yaml's shapes.
 */
import type { components } from '@folio/contract';
import type { StorageLike } from './session.ts';

type Schemas = components['schemas'];

export const BASE_URL = 'http://api.test/api';

/** msw URL of a contract path, `{id}` becoming `:id`. */
export function url(path: string): string {
  return BASE_URL + path.replace(/\{(\w+)\}/g, ':$1');
}

export const user: Schemas['User'] = {
  id: 1,
  name: 'Admin',
  email: 'admin@example.com',
  email_verified_at: '2024-05-01T08:00:00.000000Z',
  created_at: '2024-05-01T07:58:12.000000Z',
  updated_at: '2024-05-01T08:00:00.000000Z',
  role: 'admin',
};

export const event: Schemas['Event'] = {
  id: 42,
  name: '夏日音樂祭',
  description: '戶外音樂表演與市集',
  start_time: '2024-07-20 18:00:00',
  end_time: '2024-07-20 22:00:00',
  price: 1200,
  image_path: 'events/summer-festival.jpg',
  user_id: 1,
};

export const eventList: Schemas['EventList'] = {
  data: [event],
  meta: { current_page: 1, last_page: 1, per_page: 10, total: 1, from: 1, to: 1 },
};

export const unauthenticated: Schemas['Message'] = { message: 'Unauthenticated.' };

export function validationError(field: string, message: string): Schemas['ValidationError'] {
  return { message, errors: { [field]: [message] } };
}

/** An in-memory Storage, optionally pre-filled. */
export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** Storage holding a logged-in session with `token`. */
export function loggedIn(token = '7|secret'): MemoryStorage {
  return new MemoryStorage({
    access_token: token,
    user: JSON.stringify(user),
    saved_email: user.email,
  });
}

export const slotList: Schemas['SlotList'] = {
  data: (['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] as const).map(
    (start, i) => ({
      date: '2026-11-25',
      start,
      end: `${String(11 + i).padStart(2, '0')}:00` as Schemas['Slot']['end'],
      status: i < 2 ? 'past' : i === 2 ? 'taken' : 'open',
    }),
  ),
};

export const booking: Schemas['Booking'] = {
  id: 12,
  date: '2026-11-25',
  start: '13:00',
  end: '14:00',
  starts_at: '2026-11-25T05:00:00Z',
  created_at: '2026-11-24T03:12:45Z',
  topic: '網站開發諮詢',
  note: null,
};

/** A mail task in `state` with `sent` of two mails sent. */
export function mailTask(
  state: Schemas['TaskState'] = 'running',
  sent = 1,
  id = 3,
): Schemas['MailTask'] {
  const ended = state === 'done' || state === 'failed' || state === 'cancelled';
  return {
    id,
    recipients: ['amy@example.com', 'ben@example.com'],
    subject: '十一月電子報',
    content: '各位好，這是本月的消息。',
    start_at: '2026-11-25 10:00:00',
    state,
    sent,
    total: 2,
    error: state === 'failed' ? '寄送失敗' : null,
    created_at: '2026-11-25T01:59:30Z',
    finished_at: ended ? '2026-11-25T02:00:04Z' : null,
  };
}

export const shop: Schemas['Shop'] = {
  company_flag: 'folio',
  name: 'Folio 選物',
  description: '設計師與在地職人的日常選物。',
};

export const category: Schemas['Category'] = {
  id: 3,
  parent_id: 1,
  name: '包袋',
  position: 1,
  depth: 2,
  product_count: 2,
};

export const specType: Schemas['SpecType'] = {
  id: 1,
  name: '顏色',
  values: [
    { id: 1, name: '黑' },
    { id: 3, name: '燕麥' },
  ],
  version: 1,
  product_count: 5,
};

export const product: Schemas['Product'] = {
  id: 14,
  company_flag: 'folio',
  category_id: 3,
  category_path: [
    { id: 1, name: '服飾' },
    { id: 3, name: '包袋' },
  ],
  name: '經典帆布托特包',
  description: '## 特色\n- 12 安厚磅帆布',
  status: 'published',
  price_min: 890,
  price_max: 1090,
  stock: 12,
  available: true,
  spec_types: [
    { id: 1, name: '顏色', values: [{ id: 3, name: '燕麥' }] },
    {
      id: 2,
      name: '尺寸',
      values: [
        { id: 9, name: 'M' },
        { id: 10, name: 'L' },
      ],
    },
  ],
  variants: [
    { id: 43, sku: 'TOTE-OAT-M', price: 890, stock: 12, enabled: true, value_ids: [3, 9] },
    { id: 44, sku: null, price: 1090, stock: 0, enabled: false, value_ids: [3, 10] },
  ],
  images: [{ path: 'products/3f9a1c0e5b7d2a64c8e1f0b9.jpg' }],
  version: 3,
  created_at: '2026-11-20T02:15:00Z',
  updated_at: '2026-11-26T09:40:12Z',
};

export const productList: Schemas['ProductList'] = {
  data: [
    {
      id: product.id,
      company_flag: product.company_flag,
      category_id: product.category_id,
      name: product.name,
      status: product.status,
      price_min: product.price_min,
      price_max: product.price_max,
      stock: product.stock,
      available: product.available,
      cover: product.images[0] ?? null,
      updated_at: product.updated_at,
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 12, total: 1, from: 1, to: 1 },
};

/** What the editors send for `product`. */
export const productInput: Schemas['ProductInput'] = {
  company_flag: 'folio',
  category_id: 3,
  name: '經典帆布托特包',
  description: '## 特色\n- 12 安厚磅帆布',
  status: 'published',
  spec_types: [
    { spec_type_id: 1, value_ids: [3] },
    { spec_type_id: 2, value_ids: [9, 10] },
  ],
  variants: [
    { sku: 'TOTE-OAT-M', price: 890, stock: 12, enabled: true, value_ids: [3, 9] },
    { sku: null, price: 1090, stock: 0, enabled: false, value_ids: [3, 10] },
  ],
  images: [{ path: 'products/3f9a1c0e5b7d2a64c8e1f0b9.jpg' }],
};
/** A chat conversation in `status` (docs/adr/0032-live-chat.md). */
export function chatConversation(
  status: Schemas['ChatStatus'] = 'assistant',
  id = 12,
): Schemas['ChatConversation'] {
  const agent = status === 'agent' || status === 'closed';
  return {
    id,
    status,
    visitor_name: '訪客 #5',
    agent_id: agent ? 1 : null,
    agent_name: agent ? 'Admin' : null,
    preview: '請問可以退貨嗎？',
    last_message_id: 41,
    message_count: 2,
    visitor_read_id: 41,
    agent_read_id: 0,
    rating: null,
    rating_comment: null,
    created_at: '2026-11-26T02:00:00Z',
    updated_at: '2026-11-26T02:00:04Z',
    closed_at: status === 'closed' ? '2026-11-26T02:09:00Z' : null,
  };
}

/** A chat message of `sender`. */
export function chatMessage(
  sender: Schemas['ChatMessage']['sender'] = 'visitor',
  id = 41,
): Schemas['ChatMessage'] {
  return {
    id,
    conversation_id: 12,
    sender,
    author_name: sender === 'visitor' ? '訪客 #5' : '智慧客服',
    body: sender === 'visitor' ? '請問可以退貨嗎？' : '收到商品後 30 天內都可以申請退款。',
    created_at: '2026-11-26T02:00:04Z',
    client_id: null,
    source: sender === 'assistant' ? 'faq:refund' : null,
    suggest_handoff: false,
  };
}
