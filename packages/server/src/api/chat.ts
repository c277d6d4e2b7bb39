import { randomBytes } from 'node:crypto';
import {
  CHAT_INBOX_PAGE_SIZE,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  chatMessageError,
  type ChatInboxFilter,
} from '@folio/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamEvent } from '../chat/hub.ts';
import { sha256Hex } from '../crypto.ts';
import { conversationResource } from '../store/chat.ts';
import { ValidationFailure } from '../validation.ts';
import { callerOf, owns, unauthenticated, type ChatContext } from './chatCaller.ts';
import { throttle, TooManyRequests, type ApiContext, type OperationHandlers } from './context.ts';

export { chatCaller, type ChatContext } from './chatCaller.ts';

/**
 * The customer-service chat's operations (openapi.yaml tag `chat`, docs/adr/0032-live-chat.md):
 * a visitor's or member's conversation with the assistant and the administrators, its messages
 * and its two live channels (Server-Sent Events through @fastify/sse).
 */

const answer = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ message });

/** A conversation's side the caller speaks for: its visitor, or an administrator (the shop). */
type Side = 'visitor' | 'agent';

export function chatHandlers(context: ApiContext, chat: ChatContext) {
  const { store, hub, assistant } = chat;
  const now = () => new Date(context.now()).toISOString();

  /** The conversation and the caller's side, or the 404 / 403 answer already sent (null). */
  const open = async (request: FastifyRequest, reply: FastifyReply, id: number) => {
    const caller = callerOf(request);
    const row = await store.get(id);
    if (!row) {
      await answer(reply, 404, CHAT_MESSAGES.notFound);
      return null;
    }
    const side: Side | null = owns(caller, row) ? 'visitor' : caller.admin ? 'agent' : null;
    if (!side) {
      await answer(reply, 403, CHAT_MESSAGES.notYours);
      return null;
    }
    return { caller, row, side };
  };

  /** Refuses an administrator's call from a member (403) or a visitor (401). */
  const administrator = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = callerOf(request);
    if (caller.admin) return caller;
    await answer(reply, 403, CHAT_MESSAGES.adminOnly);
    return null;
  };

  const greeting = {
    sender: 'assistant',
    authorId: null,
    authorName: CHAT_MESSAGES.assistantName,
    body: CHAT_MESSAGES.greeting,
  } as const;

  /** Opens an SSE stream on `reply` whose events `subscribe` supplies; ends with the request. */
  const stream = async (
    request: FastifyRequest,
    reply: FastifyReply,
    subscribe: (sink: { send(e: StreamEvent): void; close(): void }) => Promise<() => void>,
  ) => {
    await throttle(context, 'chatStream', request.ip).catch((error: unknown) => {
      throw error instanceof TooManyRequests
        ? new TooManyRequests(error.retryAfter, CHAT_MESSAGES.tooManyStreams)
        : error;
    });
    reply.sse.keepAlive();
    const raw = reply.raw;
    const sink = {
      send(event: StreamEvent) {
        if (!reply.sse.isConnected) return;
        // A reader this far behind reconnects and resumes instead of growing our buffer.
        if (raw.writableLength > 1 << 20) {
          reply.sse.close();
          return;
        }
        reply.sse.send(event).catch(() => reply.sse.close());
      },
      close: () => reply.sse.close(),
    };
    const unsubscribe = await subscribe(sink);
    reply.sse.onClose(unsubscribe);
    if (!reply.sse.isConnected) unsubscribe();
  };

  return {
    async startChatConversation(request, reply) {
      const caller = callerOf(request);
      if (caller.owner) {
        const current = await store.openOf(caller.owner);
        if (current) return reply.code(200).send({ data: conversationResource(current) });
      }
      await throttle(context, 'chatStart', request.ip).catch((error: unknown) => {
        throw error instanceof TooManyRequests
          ? new TooManyRequests(error.retryAfter, CHAT_MESSAGES.tooManyStarts)
          : error;
      });
      let token: string | undefined;
      let owner = caller.owner;
      if (!owner) {
        token = randomBytes(32).toString('base64url');
        owner = { visitorId: await store.createVisitor(sha256Hex(token)) };
      }
      const started = await store.start(owner, greeting);
      if (!started) {
        // Another start of the same caller won the race: its conversation.
        const current = await store.openOf(owner);
        if (current) return reply.code(200).send({ data: conversationResource(current) });
        throw new Error('no open conversation after a refused start');
      }
      return reply
        .code(201)
        .send({ data: started, ...(token !== undefined && { visitor_token: token }) });
    },

    async listChatConversations(request) {
      const { owner } = callerOf(request);
      if (!owner) throw unauthenticated();
      return { data: (await store.listOf(owner)).map(conversationResource) };
    },

    async getChatConversation(request, reply) {
      const found = await open(request, reply, request.params.id);
      if (!found) return reply;
      return { data: conversationResource(found.row) };
    },

    async listChatMessages(request, reply) {
      const found = await open(request, reply, request.params.id);
      if (!found) return reply;
      const { after = 0, limit = CHAT_PAGE_SIZE } = request.query;
      const page = await store.messagesAfter(found.row.id, after, limit);
      return { data: page.messages, has_more: page.hasMore };
    },

    async sendChatMessage(request, reply) {
      const found = await open(request, reply, request.params.id);
      if (!found) return reply;
      const { caller, row, side } = found;
      const error = chatMessageError(request.body.body);
      if (error) throw new ValidationFailure({ body: [error] });
      const clientId = request.body.client_id ?? null;
      if (clientId) {
        const earlier = await store.byClientId(row.id, clientId);
        if (earlier) return reply.code(200).send({ data: earlier, replies: [] });
      }
      if (side === 'agent') {
        if (row.status === 'closed') return answer(reply, 409, CHAT_MESSAGES.closed);
        if (row.status === 'agent' && row.agent_id !== caller.userId)
          return answer(reply, 409, CHAT_MESSAGES.takenByOther);
        if (row.status !== 'agent') return answer(reply, 409, CHAT_MESSAGES.notTaken);
      }
      await throttle(context, 'chatSend', caller.key).catch(flood);
      await throttle(context, 'chatSendAddress', request.ip).catch(flood);
      const body = request.body.body.trim();
      let appended;
      try {
        appended = await store.append(
          row.id,
          {
            sender: side,
            authorId: caller.userId,
            authorName: caller.name,
            body,
            clientId,
          },
          {
            capped: true,
            when:
              side === 'agent'
                ? (eb) => eb.and([eb('status', '=', 'agent'), eb('agent_id', '=', caller.userId)])
                : undefined,
          },
        );
      } catch (failure) {
        // The same client_id twice at once: the unique index let one in.
        const earlier = clientId ? await store.byClientId(row.id, clientId) : null;
        if (earlier) return reply.code(200).send({ data: earlier, replies: [] });
        throw failure;
      }
      if (!appended) {
        const now = await store.get(row.id);
        if (!now || now.status === 'closed') return answer(reply, 409, CHAT_MESSAGES.closed);
        if (side === 'agent') return answer(reply, 409, CHAT_MESSAGES.takenByOther);
        return answer(reply, 409, CHAT_MESSAGES.full);
      }
      const replies = [];
      if (side === 'visitor' && appended.conversation.status === 'assistant') {
        const said = await assistant.reply(body, { userId: caller.userId });
        const written =
          said.kind === 'handoff'
            ? await store.append(row.id, systemNote(CHAT_MESSAGES.handedOff), {
                set: { status: 'waiting' },
                when: (eb) => eb('status', '=', 'assistant'),
              })
            : await store.append(row.id, {
                sender: 'assistant',
                authorId: null,
                authorName: CHAT_MESSAGES.assistantName,
                body: said.body,
                source: said.kind === 'answer' ? said.source : null,
                suggestHandoff: said.kind === 'unknown',
              });
        if (written) replies.push(written.message);
      }
      return reply.code(201).send({ data: appended.message, replies });
    },

    async streamChatConversation(request, reply) {
      const found = await open(request, reply, request.params.id);
      if (!found) return reply;
      const header = request.headers['last-event-id'];
      const resume =
        typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
      const after = resume ?? request.query.after ?? 0;
      await stream(request, reply, (sink) => hub.subscribe(found.row.id, after, sink));
      return reply;
    },

    async sendChatTyping(request, reply) {
      const found = await open(request, reply, request.params.id);
      if (!found) return reply;
      if (found.row.status === 'closed') return answer(reply, 409, CHAT_MESSAGES.closed);
      await throttle(context, 'chatTyping', found.caller.key);
      await store.typing(found.row.id, found.side, found.caller.name);
      return reply.code(204).send();
    },

    async markChatRead(request, reply) {
      const found = await open(request, reply, request.params.id);
      if (!found) return reply;
      const data = await store.markRead(found.row.id, found.side, request.body.last_read_id);
      return { data: data ?? conversationResource(found.row) };
    },

    async requestChatAgent(request, reply) {
      const found = await open(request, reply, request.params.id);
      if (!found) return reply;
      if (found.side !== 'visitor') return answer(reply, 403, CHAT_MESSAGES.notYours);
      if (found.row.status === 'closed') return answer(reply, 409, CHAT_MESSAGES.closed);
      if (found.row.status === 'assistant') {
        const done = await store.append(found.row.id, systemNote(CHAT_MESSAGES.handedOff), {
          set: { status: 'waiting' },
          when: (eb) => eb('status', '=', 'assistant'),
        });
        if (done) return { data: done.conversation };
      }
      const row = await store.get(found.row.id);
      if (!row) return answer(reply, 404, CHAT_MESSAGES.notFound);
      if (row.status === 'closed') return answer(reply, 409, CHAT_MESSAGES.closed);
      return { data: conversationResource(row) };
    },

    async takeOverChatConversation(request, reply) {
      const admin = await administrator(request, reply);
      if (!admin) return reply;
      const row = await store.get(request.params.id);
      if (!row) return answer(reply, 404, CHAT_MESSAGES.notFound);
      if (row.status === 'closed') return answer(reply, 409, CHAT_MESSAGES.closed);
      if (row.status === 'agent' && row.agent_id === admin.userId)
        return { data: conversationResource(row) };
      if (row.status === 'agent') return answer(reply, 409, CHAT_MESSAGES.takenByOther);
      const done = await store.append(row.id, systemNote(CHAT_MESSAGES.agentJoined(admin.name)), {
        set: { status: 'agent', agent_id: admin.userId },
        when: (eb) => eb('status', 'in', ['assistant', 'waiting']),
      });
      if (done) return { data: done.conversation };
      const now = await store.get(row.id);
      if (now?.status === 'agent' && now.agent_id === admin.userId)
        return { data: conversationResource(now) };
      return answer(
        reply,
        409,
        now?.status === 'closed' ? CHAT_MESSAGES.closed : CHAT_MESSAGES.takenByOther,
      );
    },

    async closeChatConversation(request, reply) {
      const found = await open(request, reply, request.params.id);
      if (!found) return reply;
      const note =
        found.side === 'visitor'
          ? CHAT_MESSAGES.closedByVisitor
          : CHAT_MESSAGES.closedByAgent(found.caller.name);
      const done = await store.append(found.row.id, systemNote(note), {
        set: { status: 'closed', closed_at: now() },
      });
      if (!done) return answer(reply, 409, CHAT_MESSAGES.closed);
      return { data: done.conversation };
    },

    async rateChatConversation(request, reply) {
      const found = await open(request, reply, request.params.id);
      if (!found) return reply;
      if (found.side !== 'visitor') return answer(reply, 403, CHAT_MESSAGES.ownerOnly);
      const comment = request.body.comment?.trim() ?? '';
      const data = await store.rate(
        found.row.id,
        request.body.score,
        comment === '' ? null : comment,
      );
      if (data) return { data };
      const row = await store.get(found.row.id);
      return answer(
        reply,
        409,
        row?.status === 'closed' ? CHAT_MESSAGES.alreadyRated : CHAT_MESSAGES.notClosed,
      );
    },

    async listChatInbox(request, reply) {
      const admin = await administrator(request, reply);
      if (!admin || admin.userId === null) return reply;
      const filter: ChatInboxFilter = request.query.status ?? 'waiting';
      const page = request.query.page ?? 1;
      const { rows, total, counts } = await store.inbox(filter, admin.userId, page);
      return {
        data: rows.map(conversationResource),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / CHAT_INBOX_PAGE_SIZE)),
          per_page: CHAT_INBOX_PAGE_SIZE,
          total,
        },
        counts,
      };
    },

    async streamChatInbox(request, reply) {
      const admin = await administrator(request, reply);
      if (!admin) return reply;
      await stream(request, reply, (sink) => Promise.resolve(hub.subscribeInbox(sink)));
      return reply;
    },
  } satisfies Partial<OperationHandlers>;
}

/** A notice of the system in a conversation (hand-off, who joined, who ended it). */
const systemNote = (body: string) =>
  ({
    sender: 'system',
    authorId: null,
    authorName: CHAT_MESSAGES.senderLabels.system,
    body,
  }) as const;

/** The flood answer of the chat's send limits, with the chat's own words. */
const flood = (error: unknown): never => {
  throw error instanceof TooManyRequests
    ? new TooManyRequests(error.retryAfter, CHAT_MESSAGES.flood)
    : error;
};
