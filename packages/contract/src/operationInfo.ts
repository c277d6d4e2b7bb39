import type { components, paths } from './generated/schema.ts';

/** What the client and the server need to know about one operation of openapi.yaml at run time. */
export interface OperationInfo {
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';
  readonly path: keyof paths;
  /** Sent with `Authorization: Bearer <access_token>` (the operation's security includes bearerAuth). */
  readonly secured: boolean;
  /** Also accepts a chat visitor's `X-Chat-Visitor` token (the security includes chatVisitor). */
  readonly visitor: boolean;
  /** Also accepts a caller without any credentials (the security includes an empty requirement). */
  readonly anonymous: boolean;
  /** The component schema of its `multipart/form-data` body, or null for JSON or no body. */
  readonly multipart: keyof components['schemas'] | null;
}
