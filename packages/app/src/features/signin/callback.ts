import { SIGNIN_MESSAGES, pathTo } from '@folio/rules';
import type { MutationFailure, SigninCallbackRequest } from '@folio/api';

/*
 * `/callback` (docs/adr/0033-sign-in-with-an-identity-provider.md): what the provider sent back,
 * and the way back when the sign-in fails.
 */

/** The provider's fields the server reads (RFC 6749 §4.1.2, RFC 9207's `iss`). */
const PROVIDER_FIELDS = ['code', 'iss', 'error', 'error_description'] as const;

/**
 * The query the provider redirected with, as `POST /signin/callback` takes it (the tab adds its
 * binding). A missing `state` is sent empty: the server answers 登入流程已失效 for it, as for a
 * forged or used one, so the screen shows the server's words.
 */
export function callbackQuery(params: URLSearchParams): Omit<SigninCallbackRequest, 'binding'> {
  const query: Omit<SigninCallbackRequest, 'binding'> = { state: params.get('state') ?? '' };
  for (const field of PROVIDER_FIELDS) {
    const value = params.get(field);
    if (value !== null) query[field] = value;
  }
  return query;
}

/**
 * What the screen says of a failed sign-in: the server's words for the field it refused (a `422`
 * names the field; its summary would add 「另有 1 個錯誤」 when the state and the binding are both
 * missing), else its message, else 登入失敗 when no answer came (docs/requirements.md §8).
 */
export function failureMessage({ message, fieldErrors }: MutationFailure): string {
  const first = fieldErrors && Object.values<string | undefined>(fieldErrors).find(Boolean);
  return first ?? message ?? SIGNIN_MESSAGES.finishFailed;
}

/** The words of the way back to the screen that started the sign-in (its path, with its query). */
export function backLabel(from: string): string | undefined {
  const path = from.replace(/[?#].*$/, '');
  if (path === pathTo('account')) return '回到個人資料';
  if (path === pathTo('signinTest')) return '回到身分提供者測試';
  return undefined; // the view's own: 回到登入頁
}

/**
 * Runs `finish` once per callback address: the provider's code is good once and the tab's binding
 * is taken by the first call, so a second render of the screen (React's StrictMode runs effects
 * twice in development) must wait for the same answer rather than send another.
 */
let last: { key: string; answer: Promise<unknown> } | undefined;
export function finishOnce<Answer>(key: string, finish: () => Promise<Answer>): Promise<Answer> {
  if (last?.key !== key) last = { key, answer: finish() };
  // Cast: the answer stored under this key is the one `finish` gave.
  return last.answer as Promise<Answer>;
}
