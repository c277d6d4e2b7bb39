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
