import type { FastifyReply } from 'fastify';
import { M } from '../messages.ts';
import type { OperationHandlers } from './context.ts';

/**
 * The customer-service chat's operations (docs/adr/0032-live-chat.md) are in the contract ahead
 * of their handlers: marked `x-no-fastify-config`, the glue mounts no route for them and they
 * answer 404 like any unknown path. These stand in until the chat's store lands, and answer the
 * same.
 */
const notServedYet = async (_request: unknown, reply: FastifyReply) =>
  reply.code(404).send({ message: M.notFound });

export function chatHandlers() {
  return {
    startChatConversation: notServedYet,
    listChatConversations: notServedYet,
    getChatConversation: notServedYet,
    listChatMessages: notServedYet,
    sendChatMessage: notServedYet,
    streamChatConversation: notServedYet,
    sendChatTyping: notServedYet,
    markChatRead: notServedYet,
    requestChatAgent: notServedYet,
    takeOverChatConversation: notServedYet,
    closeChatConversation: notServedYet,
    rateChatConversation: notServedYet,
    listChatInbox: notServedYet,
    streamChatInbox: notServedYet,
  } satisfies Partial<OperationHandlers>;
}
