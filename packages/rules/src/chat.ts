import { CONTROL_CHARACTER_MESSAGE } from './text.ts';
/**
 * The customer-service chat's rules (docs/requirements.md §2 "Customer-service chat", §5 "Chat",
 * §8, §9; docs/adr/0032-live-chat.md): a conversation's states, the limits of what may be sent,
 * and every text the chat box, the inbox and the API show. Pure: no clock, no dependencies.
 */

/** A message is 1 to this many characters (code points), after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** A conversation holds at most this many messages (every sender counted); then a new one starts. */
export const CHAT_MAX_MESSAGES = 500;
/** A rating's comment is at most this many characters. */
export const CHAT_COMMENT_MAX_LENGTH = 500;
/** Ratings are whole stars from 1 to CHAT_RATING_MAX. */
export const CHAT_RATING_MAX = 5;
/** History is read in pages of at most this many messages (the default too). */
export const CHAT_PAGE_SIZE = 100;
/** The inbox lists at most this many conversations a page. */
export const CHAT_INBOX_PAGE_SIZE = 20;
/** A client sends "typing" at most once this often while the person types. */
export const CHAT_TYPING_INTERVAL_MS = 3000;
/** The other side shows "typing" this long after the last notice, unless a message comes first. */
export const CHAT_TYPING_SHOWN_MS = 6000;
/** The live channel sends a comment this often so that proxies keep it open. */
export const CHAT_HEARTBEAT_MS = 25_000;
/**
 * The first wait before reconnecting the live channel; it doubles up to CHAT_RECONNECT_MAX_MS.
 * Each wait is spread at random over 0.5–1.5 times its length (jitter).
 */
export const CHAT_RECONNECT_MIN_MS = 1000;
export const CHAT_RECONNECT_MAX_MS = 15_000;

/**
 * A conversation's life: the assistant answers (`assistant`) → the visitor asks for a person
 * (`waiting`) → an administrator takes it over (`agent`) → either side ends it (`closed`), after
 * which the visitor may rate it once. Any open state may be closed.
 */
export const CHAT_STATUSES = ['assistant', 'waiting', 'agent', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Who wrote a message: the visitor (or member), the assistant, an administrator, or the system. */
export const CHAT_SENDERS = ['visitor', 'assistant', 'agent', 'system'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** The inbox's lists: waiting for a person, held by the administrator asking, ended, or all. */
export const CHAT_INBOX_FILTERS = ['waiting', 'mine', 'closed', 'all'] as const;
export type ChatInboxFilter = (typeof CHAT_INBOX_FILTERS)[number];

/** True while messages may still be sent. */
export function isChatOpen(status: ChatStatus): boolean {
  return status !== 'closed';
}

/** Characters a message may not hold: control characters other than tab and new line. */
// eslint-disable-next-line no-control-regex -- the control characters are what it matches
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/u;

/** The same rule as the contract's `ChatMessageRequest.body` pattern (a server test compares them). */
export const CHAT_BODY_PATTERN = '^[^\\u0000-\\u0008\\u000b-\\u001f\\u007f]*$';

const length = (text: string) => [...text].length;

/**
 * The message the text breaks, or null when it may be sent: not empty once trimmed, at most
 * CHAT_MESSAGE_MAX_LENGTH characters, no control characters (tab and new line allowed).
 */
export function chatMessageError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return CHAT_MESSAGES.bodyRequired;
  if (length(trimmed) > CHAT_MESSAGE_MAX_LENGTH) return CHAT_MESSAGES.bodyTooLong;
  if (CONTROL.test(trimmed)) return CHAT_MESSAGES.bodyInvalid;
  return null;
}

/** How the chat names a visitor without an account: `訪客 #12`. */
export function visitorName(visitorId: number): string {
  return `訪客 #${visitorId}`;
}

/** A price as the chat writes it: `NT$1,290` (whole NT$, docs/adr/0030-shopping-catalog.md). */
export function chatPrice(amount: number): string {
  return `NT$${amount.toLocaleString('en-US')}`;
}

/** The texts of the chat, exactly as users see them. */
export const CHAT_MESSAGES = {
  // Field messages (docs/requirements.md §5 "Chat"); the API answers the same cases with them.
  bodyRequired: '請輸入訊息',
  bodyTooLong: `訊息不可超過 ${CHAT_MESSAGE_MAX_LENGTH} 個字`,
  bodyInvalid: CONTROL_CHARACTER_MESSAGE,
  clientIdFormat: 'client_id 須為 1 至 64 個英數字、- 或 _',
  afterInvalid: 'after 須為 0 以上的整數',
  limitInvalid: `limit 須為 1 至 ${CHAT_PAGE_SIZE} 的整數`,
  filterInvalid: 'status 須為 waiting、mine、closed 或 all',
  lastReadInvalid: 'last_read_id 須為 0 以上的整數',
  scoreRequired: '請選擇評分',
  scoreRange: `評分須為 1 至 ${CHAT_RATING_MAX} 顆星`,
  commentTooLong: `意見不可超過 ${CHAT_COMMENT_MAX_LENGTH} 個字`,

  // Answers of the API (docs/requirements.md §8).
  notFound: '找不到這個對話',
  notYours: '只能查看自己的對話',
  adminOnly: '只有管理員可以使用客服收件匣',
  closed: '對話已結束，請開始新的對話',
  full: `這個對話已有 ${CHAT_MAX_MESSAGES} 則訊息，請開始新的對話`,
  takenByOther: '這個對話已由其他客服人員接手',
  notTaken: '請先接手這個對話再回覆',
  notClosed: '對話結束後才能評分',
  alreadyRated: '這個對話已經評分過了',
  ownerOnly: '只有提問的人可以評分',
  flood: '訊息傳送太頻繁，請稍後再試',
  tooManyStarts: '開始對話的次數過多，請稍後再試',
  tooManyStreams: '連線次數過多，請稍後再試',
  visitorRequired: '請先開始對話',

  // What the assistant and the system write into a conversation.
  assistantName: '智慧客服',
  greeting:
    '你好，我是 Folio 的智慧客服。可以問我退款、聯絡方式、優惠、運送、修改訂單或預約諮詢的問題；需要真人協助時，請按「轉接真人客服」。',
  unknown: '抱歉，我還不知道這個問題的答案。要為你轉接真人客服嗎？',
  handedOff: '已為你轉接真人客服，請稍候，客服人員會盡快回覆。',
  stillWaiting: '客服人員會盡快回覆，請稍候。',
  agentJoined: (name: string) => `客服人員 ${name} 已加入對話`,
  closedByVisitor: '你已結束這個對話',
  closedByAgent: (name: string) => `客服人員 ${name} 已結束對話`,
  /** The assistant's answer about a published product: its price (or range) and stock. */
  productAnswer: (name: string, priceMin: number, priceMax: number, stock: number) =>
    `「${name}」售價 ${
      priceMin === priceMax
        ? chatPrice(priceMin)
        : `${chatPrice(priceMin)} 至 ${chatPrice(priceMax)}`
    }，${stock > 0 ? `目前有貨（庫存 ${stock} 件）` : '目前缺貨'}。`,

  // The chat box and the inbox (docs/requirements.md §8).
  title: '線上客服',
  openChat: '開啟線上客服',
  closeChat: '收起線上客服',
  placeholder: '輸入訊息…',
  send: '送出',
  sending: '傳送中',
  handoff: '轉接真人客服',
  endChat: '結束對話',
  newChat: '開始新的對話',
  answeredByAssistant: '智慧客服回覆中',
  waitingForAgent: '等待真人客服',
  answeredBy: (name: string) => `${name} 為你服務`,
  heldBy: (name: string) => `${name} 接手中`,
  typing: (name: string) => `${name} 正在輸入…`,
  read: '已讀',
  sendFailed: '傳送失敗',
  retry: '重試',
  reconnecting: '連線中斷，正在重新連線…',
  offline: '目前離線，恢復連線後會自動接續',
  loadFailed: '對話載入失敗，請稍後再試',
  startFailed: '無法開始對話，請稍後再試',
  actionFailed: '操作失敗，請稍後再試',
  emptyConversation: '有什麼可以幫你的嗎？',
  ratePrompt: '這次的服務還滿意嗎？',
  rateComment: '其他意見（選填）',
  rateSubmit: '送出評分',
  rated: '感謝你的評分！',
  ratingLabel: (score: number) => `${score} 顆星`,
  conversationLog: '對話內容',
  inboxTitle: '客服收件匣',
  inboxEmpty: '目前沒有對話',
  inboxLoading: '正在載入對話…',
  inboxFilters: '對話分類',
  inboxPick: '選擇一個對話以檢視內容',
  takeOver: '接手對話',
  filterLabels: { waiting: '等待中', mine: '我的對話', closed: '已結束', all: '全部' },
  statusLabels: { assistant: '智慧客服', waiting: '等待中', agent: '真人客服', closed: '已結束' },
  senderLabels: { visitor: '訪客', assistant: '智慧客服', agent: '客服人員', system: '系統' },
  backToInbox: '回到收件匣',
  /** The inbox marks a conversation with messages after the administrators' last read. */
  unread: '新訊息',
} as const;
