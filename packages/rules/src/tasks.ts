/**
 * The task scheduler's rules (docs/requirements.md §2 "Task scheduler", §4, §5 "Mail task", §9): a
 * mail task's limits, states and the messages users see. Pure: every function takes `now` instead
 * of reading a clock, and none depends on the host's time zone (start times are Taipei wall clock).
 * A task's states and how often a screen asks for progress are `taskStates.ts`, re-exported here.
 */

import { CONTROL_CHARACTER_MESSAGE, hasTextControlCharacter } from './text.ts';
import type { TaskState } from './taskStates.ts';

export * from './taskStates.ts';

/** Recipients of one task: at least one, at most 20. */
export const MAX_RECIPIENTS = 20;
/** Subject length in characters (code points). */
export const MAX_SUBJECT_LENGTH = 100;
/** Body length in characters (code points). */
export const MAX_CONTENT_LENGTH = 2000;
/** A task starts now or at most this many days later. */
export const TASK_START_WITHIN_DAYS = 7;
/** A member has at most this many tasks waiting or running. */
export const MAX_ACTIVE_TASKS = 5;
/**
 * A member's tasks mail only the member's own verified addresses (the account's e-mail once
 * verified, and the e-mails identity providers vouched for), so nobody can use the site to mail a
 * stranger; and at most this many recipients in any 24 hours (counted over the tasks created in
 * that time; a cancelled task's unsent mails do not count), so nobody can flood even their own.
 */
export const TASK_MAILS_PER_DAY = 100;
/** The runner sends at most this many mails a minute (all tasks together). */
export const MAILS_PER_MINUTE = 30;
/** Each state as the screens name it. */
export const TASK_STATE_LABELS: Record<TaskState, string> = {
  waiting: '等待中',
  running: '寄送中',
  done: '已完成',
  failed: '失敗',
  cancelled: '已取消',
};

/** The texts of the task screens and the API's answers, exactly as users see them. */
export const TASK_MESSAGES = {
  recipientsRequired: '請輸入收件人',
  recipientFormat: '收件人 Email 格式錯誤',
  recipientsTooMany: `收件人最多 ${MAX_RECIPIENTS} 位`,
  recipientsDuplicate: '收件人不可重複',
  recipientControl: '收件人不可含換行或控制字元',
  /**
   * A recipient that is not one of the member's own verified addresses (docs/adr/0011 decision
   * 12): the site mails nobody who has not proved the address to it.
   */
  recipientNotOwn: '收件人只能是你自己已驗證的 Email',
  /** The recipients box's help: whom a task may mail, and how to type several. */
  recipientsHint: '只能寄給你自己已驗證的 Email；多個以逗號、空白或換行分隔',
  subjectRequired: '請輸入主旨',
  subjectTooLong: `主旨不可超過 ${MAX_SUBJECT_LENGTH} 個字`,
  subjectControl: '主旨不可含換行或控制字元',
  contentRequired: '請輸入內容',
  contentTooLong: `內容不可超過 ${MAX_CONTENT_LENGTH} 個字`,
  /** The content may break lines and hold tabs; no other control character (every text field). */
  contentControl: CONTROL_CHARACTER_MESSAGE,
  startRequired: '請選擇開始時間',
  startFormat: '時間格式須為 YYYY-MM-DD HH:mm:ss',
  startPast: '開始時間不可早於現在',
  startTooFar: `開始時間須在 ${TASK_START_WITHIN_DAYS} 天內`,
  limitReached: `進行中的任務最多 ${MAX_ACTIVE_TASKS} 個，請等其他任務結束`,
  dailyLimit: `24 小時內最多寄出 ${TASK_MAILS_PER_DAY} 封信，請稍後再試`,
  notFound: '找不到這個任務',
  notOwner: '只能查看或取消自己的任務',
  alreadyEnded: '任務已結束，無法取消',
  created: '任務已建立',
  cancelled: '任務已取消',
  createFailed: '任務建立失敗，請稍後再試',
  cancelFailed: '取消失敗，請稍後再試',
  /** A task's `error` when the mail layer refused a mail (the task stops there). */
  sendFailed: '寄信失敗，任務已停止',
  loginToSchedule: '登入會員後即可排程寄信',
  /** The operator's view (docs/adr/0017 "The operator's view"). */
  adminOnly: '只有管理員可以查看所有任務',
  adminLogin: '以管理員登入後即可查看所有任務',
  loadFailed: '任務載入失敗，請稍後再試',
  stateFilterInvalid: '狀態須為 waiting、running、done、failed 或 cancelled',
  retryNotFailed: '只有失敗的任務可以重試',
  retried: '任務已重新排入',
  retryFailed: '重試失敗，請稍後再試',
} as const;

/**
 * The first line of every task mail: who sent it, through the site. A recipient who does not know
 * the member can tell the mail is not the site's own.
 */
export const taskSenderNote = (name: string, email: string) =>
  `這封信由 Folio 會員 ${name}（${email}）寄出；如果你不認識寄件人，可以忽略這封信。`;

/** A simple address shape (docs/requirements.md §5 "Shared definitions"). */
const ADDRESS_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The contract's form, `YYYY-MM-DD HH:mm:ss`, or the browser's `datetime-local` (`YYYY-MM-DDTHH:mm[:ss]`). */
const TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

const length = (text: string) => [...text].length;
/**
 * A control character (Unicode Cc: C0, DEL, C1), CR and LF among them. A subject or an address is
 * one line of a mail's header: one with CR/LF could add headers of its own (docs/adr/0017).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** True when `text` holds a control character (a subject or a recipient refuses it). */
export const hasControlCharacter = (text: string) => CONTROL.test(text);
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The recipients typed in one box: split on commas, semicolons, spaces and new lines (full-width
 * commas and 、 too), trimmed, empties dropped, in the order typed.
 */
export function parseRecipients(text: string): string[] {
  return text.split(/[\s,;，；、]+/u).filter((address) => address !== '');
}

/** The instant of a Taipei wall-clock time (`YYYY-MM-DD HH:mm:ss` or `datetime-local`); null if not a real one. */
export function parseTaipeiTime(text: string): Date | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]; // six capture groups, the seconds defaulting to 0
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  const real =
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi &&
    back.getUTCSeconds() === s;
  return real ? new Date(utc - TAIPEI_OFFSET_MS) : null;
}

/** An instant as the contract writes start times: Taipei wall clock, `YYYY-MM-DD HH:mm:ss`. */
export function formatTaipeiTime(instant: Date): string {
  const c = new Date(instant.getTime() + TAIPEI_OFFSET_MS);
  return (
    `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ` +
    `${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`
  );
}

/** What a member sends to schedule a task; no `start_at` (or null) means start now. */
export interface TaskInput {
  recipients: string[];
  subject: string;
  content: string;
  start_at?: string | null;
}

type TaskErrors = Partial<Record<'recipients' | 'subject' | 'content' | 'start_at', string>>;

/** The first message each field of `input` breaks at `now`; empty when the task may be scheduled. */
export function taskErrors(input: Partial<TaskInput>, now: Date): TaskErrors {
  const errors: TaskErrors = {};
  const recipients = (input.recipients ?? []).map((address) => address.trim());
  const lowered = recipients.map((address) => address.toLowerCase());
  if (recipients.length === 0 || recipients.every((r) => r === ''))
    errors.recipients = TASK_MESSAGES.recipientsRequired;
  else if (recipients.some(hasControlCharacter)) errors.recipients = TASK_MESSAGES.recipientControl;
  else if (recipients.some((address) => !ADDRESS_SHAPE.test(address)))
    errors.recipients = TASK_MESSAGES.recipientFormat;
  else if (recipients.length > MAX_RECIPIENTS) errors.recipients = TASK_MESSAGES.recipientsTooMany;
  else if (new Set(lowered).size !== lowered.length)
    errors.recipients = TASK_MESSAGES.recipientsDuplicate;

  const subject = input.subject ?? '';
  if (subject.trim() === '') errors.subject = TASK_MESSAGES.subjectRequired;
  else if (hasControlCharacter(subject.trim())) errors.subject = TASK_MESSAGES.subjectControl;
  else if (length(subject) > MAX_SUBJECT_LENGTH) errors.subject = TASK_MESSAGES.subjectTooLong;

  const content = input.content ?? '';
  if (content.trim() === '') errors.content = TASK_MESSAGES.contentRequired;
  else if (hasTextControlCharacter(content)) errors.content = TASK_MESSAGES.contentControl;
  else if (length(content) > MAX_CONTENT_LENGTH) errors.content = TASK_MESSAGES.contentTooLong;

  const start = input.start_at?.trim() ?? '';
  if (start !== '') {
    const at = parseTaipeiTime(start);
    if (!at) errors.start_at = TASK_MESSAGES.startFormat;
    // A minute of grace: "now" chosen in the form is a little in the past when it arrives.
    else if (at.getTime() < now.getTime() - 60_000) errors.start_at = TASK_MESSAGES.startPast;
    else if (at.getTime() > now.getTime() + TASK_START_WITHIN_DAYS * DAY_MS)
      errors.start_at = TASK_MESSAGES.startTooFar;
  }
  return errors;
}

/**
 * The form's rules: `taskErrors` of what it would send, plus a start time required when the member
 * chose "later" (the API reads no start time as "now", so only the form can ask for one).
 */
export function taskFormErrors(
  input: Omit<Partial<TaskInput>, 'start_at'> & { later: boolean; start_at?: string },
  now: Date,
): TaskErrors {
  const start = input.later ? (input.start_at ?? '') : null;
  const errors = taskErrors({ ...input, start_at: start }, now);
  if (input.later && (start ?? '').trim() === '') errors.start_at = TASK_MESSAGES.startRequired;
  return errors;
}

/** True when a member with `active` tasks waiting or running may schedule another. */
export function canScheduleMore(active: number): boolean {
  return active < MAX_ACTIVE_TASKS;
}

/** Progress in whole percent, 0 to 100 (a task with no mails is 0 until done). */
export function taskPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((sent / total) * 100)));
}

/** The shortest time `total` mails take at MAILS_PER_MINUTE, in whole minutes (at least 1). */
export function minimumMinutes(total: number): number {
  return Math.max(1, Math.ceil(total / MAILS_PER_MINUTE));
}
