import type { FastifyRequest } from 'fastify';
import { visitorName } from '@folio/rules';
import type { Assistant } from '../chat/assistant.ts';
import type { ChatHub } from '../chat/hub.ts';
import { sha256Hex } from '../crypto.ts';
import { M } from '../messages.ts';
import type { ChatOwner, ChatStore, StoredConversation } from '../store/chat.ts';
import type { ApiContext } from './context.ts';
import { authenticate } from './plugins/auth.ts';

/**
 * Who calls the chat's operations (openapi.yaml tag `chat`, docs/adr/0032-live-chat.md): an
 * account by its bearer token or a visitor by `X-Chat-Visitor`, and what that caller owns.
 */

/** What the chat's handlers share besides the API's context (server.ts makes it). */
export interface ChatContext {
  store: ChatStore;
  hub: ChatHub;
  assistant: Assistant;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The chat visitor of `X-Chat-Visitor` (chatVisitor of openapi.yaml), set by chatCaller. */
    chatVisitor: number | null;
  }
}

export const unauthenticated = () =>
  Object.assign(new Error(M.unauthenticated), { statusCode: 401 });
/**
 * The onRequest hook of the operations a chat visitor may call (the contract's security has
 * chatVisitor): a bearer token, if sent, decides (401 when wrong); else `X-Chat-Visitor` (401
 * when unknown); else only `startChatConversation` lets the caller in.
 */
export function chatCaller(context: ApiContext, chat: ChatContext, anonymous: boolean) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.headers.authorization !== undefined) {
      try {
        await authenticate(context, request);
      } catch {
        throw unauthenticated();
      }
      return;
    }
    const token = request.headers['x-chat-visitor'];
    if (typeof token === 'string') {
      const visitor = /^[A-Za-z0-9_-]{43}$/.test(token)
        ? await chat.store.visitorByHash(sha256Hex(token))
        : undefined;
      if (!visitor) throw unauthenticated();
      request.chatVisitor = visitor.id;
      return;
    }
    if (!anonymous) throw unauthenticated();
  };
}

/** Who calls: the account or visitor that owns conversations, and whether it may answer them. */
export interface Caller {
  owner: ChatOwner | null;
  userId: number | null;
  name: string;
  admin: boolean;
  /** The rate-limit key of what it sends. */
  key: string;
}

export function callerOf(request: FastifyRequest): Caller {
  const user = request.auth?.user;
  if (user)
    return {
      owner: { userId: user.id },
      userId: user.id,
      name: user.name,
      admin: user.role === 'admin',
      key: `u${user.id}`,
    };
  const visitor = request.chatVisitor;
  if (visitor !== null)
    return {
      owner: { visitorId: visitor },
      userId: null,
      name: visitorName(visitor),
      admin: false,
      key: `v${visitor}`,
    };
  return { owner: null, userId: null, name: '', admin: false, key: '' };
}

export const owns = (caller: Caller, row: StoredConversation) =>
  caller.owner !== null &&
  ('userId' in caller.owner
    ? row.user_id === caller.owner.userId
    : row.visitor_id === caller.owner.visitorId);
