import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { operationInfo } from '@folio/contract';
import type { components, paths } from '@folio/contract';
import { createSession, defaultStorage, type Session, type StorageLike } from './session.ts';

/**
 * The typed client: `client.POST('/login', { body })`, `client.GET('/events', { params })`, …,
 * and the session it sends the token of and clears on a 401.
 */
export type ApiClient = Client<paths> & { session: Session };

/** The request timeout of docs/requirements.md §9. */
const DEFAULT_TIMEOUT_MS = 10_000;

interface ApiClientOptions {
  /** The API root, e.g. `/api` (same origin) or `https://host/api`. */
  baseUrl: string;
  /** The session (default: one over `storage`): pass the app's own, so there is one handle. */
  session?: Session;
  /** Where the session lives when no `session` is given (default: window.localStorage). */
  storage?: StorageLike | null;
  /**
   * Called after a 401 on a secured operation has cleared `access_token` and `user`: once for all
   * the calls that were in flight together, and again only for calls sent after that. Must not
   * throw.
   */
  onUnauthorized?: () => void;
  /** Abort a call that has not completed after this many milliseconds. */
  timeoutMs?: number;
  /** The fetch to use (default: `globalThis.fetch`, looked up at each call). */
  fetch?: (request: Request) => Promise<Response>;
}

type EventForm = components['schemas']['EventForm'];

/**
 * Serialises the event create/edit form as multipart fields: name, description, start_time,
 * end_time, price (`''` when empty or null), and image_path only when a file is given.
 */
export function eventFormData(
  form: Omit<EventForm, 'price' | 'image_path'> & {
    price?: EventForm['price'] | null;
    image_path?: Blob | null;
  },
): FormData {
  const data = new FormData();
  data.append('name', form.name);
  data.append('description', form.description);
  data.append('start_time', form.start_time);
  data.append('end_time', form.end_time);
  data.append('price', form.price === null || form.price === undefined ? '' : String(form.price));
  if (form.image_path instanceof Blob) data.append('image_path', form.image_path);
  return data;
}

/** Serialises a product image upload: the one file, as the field `image`. */
export function productImageFormData(form: { image: Blob }): FormData {
  const data = new FormData();
  data.append('image', form.image);
  return data;
}

/** One operation of the contract, with its literal method, path and multipart schema. */
type Operation = (typeof operationInfo)[keyof typeof operationInfo];

/** One serialiser per multipart schema of the contract (a new one fails type checking here). */
const multipartSerializers: Record<
  NonNullable<Operation['multipart']>,
  (body: never) => FormData
> = {
  EventForm: eventFormData,
  ProductImageForm: productImageFormData,
};

const operationList: readonly Operation[] = Object.values(operationInfo);

function findOperation(method: string, schemaPath: string): Operation | undefined {
  const upper = method.toUpperCase();
  return operationList.find((op) => op.method === upper && op.path === schemaPath);
}

/** True for the error a call rejects with when it timed out. */
export function isTimeoutError(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/** True for the error a call rejects with when it was aborted (time-out or the caller's signal). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * The message to show for a failed call: the server's `message` when the error is a response body
 * that has one, otherwise `fallback` (network failures, time-outs, bodies without a message).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || error instanceof Error) return fallback;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** The URL of a stored event image (`image_path` under the API host's storage folder). */
export function imageUrl(imagePath: string | null, storageRoot = '/storage'): string | null {
  if (!imagePath) return null;
  return `${storageRoot.replace(/\/+$/, '')}/${imagePath.replace(/^\/+/, '')}`;
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** Accept (and Content-Type for JSON bodies) on every call. */
function jsonHeaders(): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept', 'application/json');
      const type = request.headers.get('Content-Type');
      if (request.body !== null && type === null) {
        request.headers.set('Content-Type', 'application/json');
      }
    },
  };
}

/**
 * The bearer token on secured operations only, and the 401 handling: clear the session and call
 * `onUnauthorized` once per batch of calls sent before the session was cleared. A 401 for a token
 * that is no longer the stored one (the user logged in again meanwhile) is ignored, and so is one
 * for a chat call sent without a token (a visitor's, docs/adr/0032-live-chat.md).
 */
function auth(session: Session, onUnauthorized: (() => void) | undefined): Middleware {
  let generation = 0;
  const sent = new Map<string, { token: string | null; generation: number }>();
  return {
    onRequest({ request, schemaPath, id }) {
      const op = findOperation(request.method, schemaPath);
      if (!op?.secured) {
        request.headers.delete('Authorization');
        return;
      }
      const token = session.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      else request.headers.delete('Authorization');
      // A chat visitor without an account (X-Chat-Visitor) has no session a 401 could end.
      if (!token && op.visitor) return;
      sent.set(id, { token, generation });
    },
    onResponse({ response, id }) {
      const call = sent.get(id);
      sent.delete(id);
      if (!call || response.status !== 401) return;
      if (call.generation !== generation) return;
      if (session.getToken() !== call.token) return;
      generation += 1;
      session.expire();
      onUnauthorized?.();
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}

/** Aborts a call after `timeoutMs`, combined with the caller's own signal. */
function timeout(timeoutMs: number): Middleware {
  return {
    onRequest({ request }) {
      const signal = anySignal([request.signal, AbortSignal.timeout(timeoutMs)]);
      return new Request(request, { signal });
    },
  };
}

/**
 * The app's API client: openapi-fetch typed by the generated `paths`, with JSON headers, the bearer
 * token on secured operations, a time-out, 401 handling and multipart bodies for event create and
 * update (`POST /events/{id}` needs `params.query._method = 'PUT'`).
 */
export function createApiClient({
  baseUrl,
  storage = defaultStorage(),
  session = createSession(storage),
  onUnauthorized,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetch = (request) => globalThis.fetch(request),
}: ApiClientOptions): ApiClient {
  const base = createClient<paths>({ baseUrl, fetch });
  // Order matters: the timeout middleware builds a new Request, so it runs last.
  base.use(jsonHeaders(), auth(session, onUnauthorized), timeout(timeoutMs));

  type Init = Record<string, unknown> | undefined;
  const withSerializer = (method: string, path: string, init: Init): Init => {
    const schema = findOperation(method, path)?.multipart;
    if (!schema || init?.bodySerializer) return init;
    return { ...init, bodySerializer: multipartSerializers[schema] };
  };
  const post = (path: string, init?: Init) =>
    (base.POST as (path: string, init: Init) => unknown)(path, withSerializer('POST', path, init));
  const request = (method: string, path: string, init?: Init) =>
    (base.request as (method: string, path: string, init: Init) => unknown)(
      method,
      path,
      withSerializer(method, path, init),
    );

  return {
    ...base,
    POST: post as ApiClient['POST'],
    request: request as ApiClient['request'],
    session,
  };
}
