import type { User } from '@folio/contract';
import type { ChatSender, ChatStatus, ProductStatus, TaskState } from '@folio/rules';
import type { Generated, Selectable } from 'kysely';
import type { CheckoutTables } from './checkoutTables.ts';
import type { DeliveryTables } from './deliveryTables.ts';

/** The two engines (database.ts picks one). */
export type Engine = 'sqlite' | 'postgres';

/** The tables, as Kysely sees them. Times are RFC 3339 UTC text unless said otherwise. */
export interface DB extends CheckoutTables, DeliveryTables {
  users: {
    id: Generated<number>;
    name: string;
    email: string;
    /** Lower-cased e-mail: unique, so one address cannot register twice in any letter case. */
    email_normalized: string;
    /**
     * argon2id PHC string; `''` for a member an identity provider created, who has no password
     * until they set one (docs/adr/0033-sign-in-with-an-identity-provider.md).
     */
    password: string;
    email_verified_at: string | null;
    created_at: string;
    updated_at: string;
    /** `admin` may update any event; `member` only their own (003_security); `carrier` (012). */
    role: Generated<User['role']>;
  };
  personal_access_tokens: {
    id: Generated<number>;
    user_id: number;
    /** SHA-256 (hex) of the secret part of `id|secret`. */
    token_hash: string;
    created_at: string;
  };
  password_reset_tokens: {
    email_normalized: string;
    /** SHA-256 (hex) of the e-mailed token. */
    token_hash: string;
    /** Unix milliseconds. */
    created_at: number;
  };
  events: {
    id: Generated<number>;
    name: string;
    description: string;
    /** Local wall-clock time `YYYY-MM-DD HH:mm:ss`. */
    start_time: string;
    end_time: string;
    price: number | null;
    image_path: string | null;
    user_id: number | null;
    created_at: string;
    updated_at: string;
    /** PostgreSQL only (postgres-search.ts): the normalised name the search reads. */
    search_name: Generated<string>;
    /** PostgreSQL only: the normalised description the search reads. */
    search_description: Generated<string>;
  };
  mail_outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    text: string;
    html: string;
    /** JSON array of the links in the mail. */
    links: string;
    created_at: string;
    /** JSON array of the attachments (018_booking_mail: `.ics`), or null for none. */
    attachments: string | null;
  };
  meta: {
    key: string;
    value: string;
  };
  counters: {
    name: string;
    value: number;
  };
  /** One member's booking of one consultation slot (004_bookings): the slot is unique. */
  bookings: {
    id: Generated<number>;
    user_id: number;
    /** The slot's start as an RFC 3339 UTC instant on the hour, `YYYY-MM-DDTHH:00:00Z`. */
    starts_at: string;
    created_at: string;
    /** What it is about, one line (015_booking_details); older bookings read 一對一諮詢. */
    topic: Generated<string>;
    /** The member's note, or null. */
    note: string | null;
    /** Reschedules so far (018_booking_mail): the `.ics` SEQUENCE; links are signed with it. */
    sequence: Generated<number>;
    /** When a runner took its reminder (RFC 3339 UTC), null before (018_booking_mail). */
    reminded_at: string | null;
  };
  /**
   * The bookings an administrator cancelled (019_booking_cancellations), moved out of `bookings`
   * under their own id, with the reason the member was mailed.
   */
  booking_cancellations: {
    booking_id: number;
    user_id: number;
    starts_at: string;
    created_at: string;
    topic: string;
    note: string | null;
    reason: string | null;
    cancelled_by: number | null;
    cancelled_at: string;
  };
  /** Scheduled mail tasks and their progress (005_tasks, store/tasks.ts, taskRunner.ts). */
  mail_tasks: {
    id: Generated<number>;
    user_id: number;
    /** JSON array of the addresses, one mail each, in the order typed. */
    recipients: string;
    subject: string;
    content: string;
    /** Asia/Taipei wall clock `YYYY-MM-DD HH:mm:ss`, as the contract shows it. */
    start_at: string;
    /** The same instant in Unix milliseconds: when the runner may pick the task. */
    run_at: number;
    state: TaskState;
    /** Mails sent so far: the runner resumes from here (recipients[sent] is the next). */
    sent: Generated<number>;
    total: number;
    error: string | null;
    created_at: string;
    finished_at: string | null;
    /** The runner that holds the task, and until when (Unix ms) unless it renews the lease. */
    claimed_by: string | null;
    lease_until: Generated<number>;
    /** When a runner first took it (Unix ms; 016_task_started); null before, and after a retry. */
    started_at: number | null;
  };
  /** The shop catalog (007_shopping, docs/adr/0030-shopping-catalog.md). */
  shops: {
    id: Generated<number>;
    company_flag: string;
    name: string;
    description: string;
    position: number;
  };
  categories: {
    id: Generated<number>;
    shop_id: number;
    parent_id: number | null;
    /** parent_id, or 0 at the root (the sibling names' UNIQUE constraint). */
    parent_key: number;
    name: string;
    /** The name as siblings compare it (rules: nameKey). */
    name_key: string;
    position: number;
    depth: number;
  };
  spec_types: {
    id: Generated<number>;
    name: string;
    name_key: string;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  spec_values: {
    id: Generated<number>;
    spec_type_id: number;
    name: string;
    name_key: string;
    position: number;
  };
  products: {
    id: Generated<number>;
    shop_id: number;
    category_id: number | null;
    name: string;
    description: string;
    status: ProductStatus;
    price_min: number;
    price_max: number;
    stock: number;
    /** 1 when a variant on sale has stock. */
    available: number;
    cover_path: string | null;
    search_text: string;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  product_spec_types: { product_id: number; spec_type_id: number; position: number };
  product_spec_values: { product_id: number; spec_value_id: number };
  variants: {
    id: Generated<number>;
    product_id: number;
    combination: string;
    sku: string | null;
    price: number;
    stock: number;
    /** 1 on sale, 0 off. */
    enabled: number;
  };
  product_images: {
    id: Generated<number>;
    product_id: number;
    path: string;
    position: number;
  };
  /** The identity providers linked to members (008_signin, store/identities.ts). */
  user_identities: {
    /** The provider's id (`line`, `google`, `dev`). */
    provider: string;
    /** The provider's `sub` for the account: unique per provider. */
    subject: string;
    user_id: number;
    /** The e-mail the provider gave when it was linked. */
    email: string | null;
    /** 1 when the provider vouched for that e-mail (`email_verified`), else 0. */
    email_verified: number;
    created_at: string;
  };
  /** Sign-in links by mail (017_login_links, store/loginLinks.ts): used once, 15 minutes at most. */
  login_links: {
    /** SHA-256 (hex) of the link's token. */
    token_hash: string;
    user_id: number;
    /** SHA-256 (hex) of the password hash when it was sent: a new password voids the link. */
    password_digest: string;
    /** Unix ms. */
    created_at: number;
  };
  /** Sign-ins under way (008_signin, store/signinAttempts.ts): used once, 10 minutes at most. */
  signin_attempts: {
    /** SHA-256 (hex) of the `state` sent to the provider. */
    state_hash: string;
    /** SHA-256 (hex) of the `binding` only the starting tab holds. */
    binding_hash: string;
    provider: string;
    nonce: string;
    /** The PKCE verifier (its S256 challenge went to the provider). */
    code_verifier: string;
    /** The exact redirect URI the provider was given. */
    redirect_uri: string;
    return_to: string;
    /** The member linking a provider (from the account page); null for a sign-in. */
    user_id: number | null;
    /** Unix milliseconds. */
    created_at: number;
  };
  /** A chat visitor without an account (009_chat): known by a token, kept hashed. */
  chat_visitors: {
    id: Generated<number>;
    /** SHA-256 (hex) of the visitor token. */
    token_hash: string;
    created_at: string;
  };
  /** A conversation of the chat (009_chat, docs/adr/0032-live-chat.md): one visitor or account. */
  chat_conversations: {
    id: Generated<number>;
    visitor_id: number | null;
    user_id: number | null;
    status: ChatStatus;
    /** The administrator who took it over. */
    agent_id: number | null;
    /** Messages so far; bumped first by every insert, which locks the row (commit order = id order). */
    message_count: Generated<number>;
    last_message_id: Generated<number>;
    preview: string | null;
    visitor_read_id: Generated<number>;
    agent_read_id: Generated<number>;
    rating: number | null;
    rating_comment: string | null;
    created_at: string;
    updated_at: string;
    closed_at: string | null;
  };
  /** One message of a conversation (009_chat). */
  chat_messages: {
    id: Generated<number>;
    conversation_id: number;
    sender: ChatSender;
    /** The account of an administrator's (or member's) message. */
    author_id: number | null;
    author_name: string;
    body: string;
    client_id: string | null;
    source: string | null;
    /** 1 when the assistant did not know and offers a person. */
    suggest_handoff: Generated<number>;
    created_at: string;
  };
  /** PostgreSQL only: every uploaded image and its copies, for every process (storage.ts). */
  stored_files: {
    /** `events/<name>`, as in image_path. */
    path: string;
    data: Buffer;
    /** Unix milliseconds. */
    created_at: number;
  };
  /** PostgreSQL only: rate-limit counters shared by every process (ratelimit.ts). */
  rate_limits: {
    key: string;
    count: number;
    /** Unix milliseconds. */
    reset_at: number;
  };
}

/** An event as the list reads it: its row without the timestamps. */
export type ListedEvent = Omit<Selectable<DB['events']>, 'created_at' | 'updated_at'>;

/** The hot reads of the events list, written for each engine. */
export interface EventLists {
  /** One page, `start_time` then `id` descending, and the total (of the matches, with `search`). */
  list(query: {
    limit: number;
    offset: number;
    search?: string;
  }): Promise<{ rows: ListedEvent[]; total: number }>;
  /** A number that changes whenever any process committed a write of events. */
  version(): Promise<number>;
}

/**
 * Event ids stay below 2^26, so `(unixepoch(start_time) << 26) + id` is a 64-bit key that sorts
 * like `start_time DESC, id DESC` when read backwards: the rowid of the search index.
 */
export const SORT_SHIFT = 26;
export const MAX_EVENT_ID = 2 ** SORT_SHIFT - 1;

/** The longest image path (`events/<name>`): the contract's Event.image_path maxLength. */
export const IMAGE_PATH_MAX_LENGTH = 255;
