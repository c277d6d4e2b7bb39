import type { operations } from '@folio/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { VariantIndex } from '../imageVariants.ts';
import type { Mailer } from '../mail.ts';
import { M } from '../messages.ts';
import type { LimitName, RateLimits, RateLimitStore } from '../ratelimit.ts';
import type { ProviderClient } from '../signin/oidc.ts';
import type { ImageStorage } from '../storage.ts';
import type { Refund } from '../checkout/refund.ts';
import type { Store } from '../store/index.ts';
import type { TaskStore } from '../store/tasks.ts';
import type { UserRow } from '../store/users.ts';

/** The logged-in account and the id of the token the request carried (set by bearerAuth). */
export interface Auth {
  user: UserRow;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    /** The uploaded file of a multipart body (field image_path), if any. */
    upload: Buffer | null;
  }
}

/** Everything the handlers share. */
export interface ApiContext {
  config: ServerConfig;
  store: Store;
  /** The mail tasks (store/tasks.ts); the runner sends them (taskRunner.ts). */
  tasks: TaskStore;
  mailer: Mailer;
  /** The API mount point, e.g. `/api` (signed links include it). */
  prefix: string;
  /** DATA_DIR/storage: uploaded images live under its events/ folder. */
  storageDir: string;
  /** Stores and deletes uploaded images (storage.ts). */
  images: ImageStorage;
  /** The smaller copies of event images (imageVariants.ts). */
  variants: VariantIndex;
  /** Product images (storage/products/) and their copies (docs/adr/0030-shopping-catalog.md). */
  productStorage: ImageStorage;
  productVariants: VariantIndex;
  /** The rules, and the counters they are kept in (in memory today; shared later). */
  limits: RateLimits;
  limitStore: RateLimitStore;
  /** Keep serialised GET /events answers until the data changes (api/events.ts). */
  listCache: boolean;
  /**
   * Runs `task` after the current answer is sent (work whose duration must not show in the
   * answer's timing); failures are logged. `settled()` waits for every task started so far.
   */
  background(task: () => Promise<void>): void;
  settled(): Promise<void>;
  /** Milliseconds since the epoch (replaceable in tests: expired links and tokens). */
  now: () => number;
  /** The identity providers a member may sign in with, by id, in the order the screens show. */
  signinClients: Map<string, ProviderClient>;
  /** The gateway's refund of a paid order (checkout/refund.ts). */
  refund: Refund;
}

/** Answered 429 with Retry-After by the API's error handler. */
export class TooManyRequests extends Error {
  readonly statusCode = 429;
  constructor(
    readonly retryAfter: number,
    message: string = M.tooManyAttempts,
  ) {
    super(message);
    this.name = 'TooManyRequests';
  }
}

/**
 * Counts `cost` hits (0: only looks) on the limit `name` for `key`; throws TooManyRequests when
 * the key is over the limit.
 */
export async function throttle(
  context: ApiContext,
  name: LimitName,
  key: string,
  cost = 1,
): Promise<void> {
  const verdict = await context.limitStore.consume(`${name}|${key}`, context.limits[name], cost);
  if (!verdict.allowed) throw new TooManyRequests(verdict.retryAfter);
}

/** The app's origin for links in e-mails: always the configured one, never a request header. */
export const appOrigin = (context: ApiContext): string => context.config.appUrl;

/** An operationId of openapi.yaml. */
export type OperationId = keyof operations;

/** `T` unless it is undefined or never (an operation without that part), then `unknown`. */
type Present<T> = [NonNullable<T>] extends [never] ? unknown : NonNullable<T>;

/** A multipart form as the handlers see it: a file field holds a marker string (plugins/multipart.ts). */
type FormFields<T> = { [F in keyof T]: Exclude<T[F], undefined> extends Blob ? string : T[F] };

/** The request body of operation `K`: its JSON body, or its multipart form's fields. */
type BodyOf<K extends OperationId> = operations[K] extends { requestBody: { content: infer C } }
  ? FormFields<C[keyof C]>
  : unknown;

/** The operations whose contract has a request body. */
export type BodyOperation = {
  [K in OperationId]: operations[K] extends { requestBody: object } ? K : never;
}[OperationId];

/**
 * The request of operation `K`, typed from openapi.yaml's generated types (@folio/contract): the
 * route's schema validated body, query and path before the handler runs (the glue, index.ts).
 */
export type RequestOf<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Querystring: Present<operations[K]['parameters']['query']>;
  Params: Present<operations[K]['parameters']['path']>;
}>;

/** The JSON body of a response of the generated types (unknown for one without a body). */
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : unknown;

declare const serialized: unique symbol;

/** A body the route's serializer already wrote (`serializerOf`): sent as it is. */
export type Serialized<T> = Buffer & { readonly [serialized]: T };

/** The contract's body of operation `K` for status `S` (openapi.yaml, @folio/contract). */
export type BodyFor<K extends OperationId, S extends keyof operations[K]['responses']> = JsonOf<
  operations[K]['responses'][S]
>;

/** The answers of operation `K` by status code: the contract's body, or it serialised. */
type RepliesOf<K extends OperationId> = {
  [S in keyof operations[K]['responses']]: BodyFor<K, S> | Serialized<BodyFor<K, S>>;
};

/**
 * The reply of operation `K`: `reply.code(404).send(body)` compiles only with a status the
 * contract lists for `K` and that status's body.
 */
type ReplyOf<K extends OperationId> = FastifyReply<{ Reply: RepliesOf<K> }>;

/** What a handler of `K` may return: its 200 body, which Fastify sends, or the reply it sent. */
type AnswerOf<K extends OperationId> =
  (200 extends keyof operations[K]['responses'] ? BodyFor<K, 200> : never) | ReplyOf<K>;

/**
 * The route's own serializer (fast-json-stringify, from the contract's schema) for status `S` of
 * `K`, taking only the contract's body for it: for answers serialised before they are sent
 * (inside a transaction, or kept by the list cache).
 */
export function serializerOf<
  K extends OperationId,
  S extends keyof operations[K]['responses'] & number,
>(reply: FastifyReply, status: S): (body: BodyFor<K, S>) => Serialized<BodyFor<K, S>> {
  const serialize = reply.getSerializationFunction(String(status), 'application/json');
  const write = serialize ?? JSON.stringify;
  // Every JSON answer of the contract is an object, which the serializer's type asks for; the
  // brand says which body the bytes hold, and they are made from exactly that body here.
  return (body) => Buffer.from(write(body as Record<string, unknown>)) as Serialized<BodyFor<K, S>>;
}

/** The handler of operation `K`: its request and its answers typed from the contract. */
type OperationHandler<K extends OperationId> = (
  request: RequestOf<K>,
  reply: ReplyOf<K>,
) => Promise<AnswerOf<K>>;

/** A handler for every operation of openapi.yaml. */
export type OperationHandlers = { [K in OperationId]: OperationHandler<K> };

/** The account of an authenticated request (bearerAuth ran in onRequest, plugins/auth.ts). */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw Object.assign(new Error(M.unauthenticated), { statusCode: 401 });
  return request.auth;
}
