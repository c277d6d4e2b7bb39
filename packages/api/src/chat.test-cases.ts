import type { Case } from './client.test-cases.ts';
import { chatConversation, chatMessage, unauthenticated, validationError } from './test-utils.ts';

/** The customer-service chat's operations (tag chat), cases as client.test-cases.ts's. */
export const chatCases: Case[] = [
  {
    operationId: 'startChatConversation',
    call: (api) => api.POST('/chat/conversations'),
    ok: { status: 201, body: { data: chatConversation() } },
    fail: { status: 429, body: { message: '開始對話的次數過多，請稍後再試' } },
  },
  {
    operationId: 'listChatConversations',
    call: (api) => api.GET('/chat/conversations'),
    ok: { status: 200, body: { data: [chatConversation()] } },
    fail: { status: 401, body: unauthenticated },
  },
  {
    operationId: 'getChatConversation',
    call: (api) => api.GET('/chat/conversations/{id}', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: { data: chatConversation() } },
    fail: { status: 403, body: { message: '只能查看自己的對話' } },
  },
  {
    operationId: 'listChatMessages',
    call: (api) =>
      api.GET('/chat/conversations/{id}/messages', {
        params: { path: { id: 12 }, query: { after: 40 } },
      }),
    ok: { status: 200, body: { data: [chatMessage()], has_more: false } },
    fail: { status: 404, body: { message: '找不到這個對話' } },
  },
  {
    operationId: 'sendChatMessage',
    call: (api) =>
      api.POST('/chat/conversations/{id}/messages', {
        params: { path: { id: 12 } },
        body: { body: '請問可以退貨嗎？', client_id: 'c-1' },
      }),
    sent: { body: '請問可以退貨嗎？', client_id: 'c-1' },
    ok: { status: 201, body: { data: chatMessage(), replies: [chatMessage('assistant', 42)] } },
    fail: { status: 429, body: { message: '訊息傳送太頻繁，請稍後再試' } },
  },
  {
    operationId: 'streamChatConversation',
    call: (api) => api.GET('/chat/conversations/{id}/events', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: 'event: ready\ndata: {}\n\n' },
    fail: { status: 429, body: { message: '連線次數過多，請稍後再試' } },
  },
  {
    operationId: 'sendChatTyping',
    call: (api) => api.POST('/chat/conversations/{id}/typing', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: {} },
    fail: { status: 409, body: { message: '對話已結束，請開始新的對話' } },
  },
  {
    operationId: 'markChatRead',
    call: (api) =>
      api.POST('/chat/conversations/{id}/read', {
        params: { path: { id: 12 } },
        body: { last_read_id: 42 },
      }),
    sent: { last_read_id: 42 },
    ok: { status: 200, body: { data: chatConversation('agent') } },
    fail: { status: 422, body: validationError('last_read_id', 'last_read_id 須為 0 以上的整數') },
  },
  {
    operationId: 'requestChatAgent',
    call: (api) => api.POST('/chat/conversations/{id}/handoff', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: { data: chatConversation('waiting') } },
    fail: { status: 409, body: { message: '對話已結束，請開始新的對話' } },
  },
  {
    operationId: 'takeOverChatConversation',
    call: (api) => api.POST('/chat/conversations/{id}/takeover', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: { data: chatConversation('agent') } },
    fail: { status: 409, body: { message: '這個對話已由其他客服人員接手' } },
  },
  {
    operationId: 'closeChatConversation',
    call: (api) => api.POST('/chat/conversations/{id}/close', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: { data: chatConversation('closed') } },
    fail: { status: 403, body: { message: '只能查看自己的對話' } },
  },
  {
    operationId: 'rateChatConversation',
    call: (api) =>
      api.POST('/chat/conversations/{id}/rating', {
        params: { path: { id: 12 } },
        body: { score: 5 },
      }),
    sent: { score: 5 },
    ok: { status: 200, body: { data: chatConversation('closed') } },
    fail: { status: 409, body: { message: '對話結束後才能評分' } },
  },
  {
    operationId: 'listChatInbox',
    call: (api) => api.GET('/chat/inbox', { params: { query: { status: 'waiting' } } }),
    ok: {
      status: 200,
      body: {
        data: [chatConversation('waiting')],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        counts: { waiting: 1, mine: 0 },
      },
    },
    fail: { status: 403, body: { message: '只有管理員可以使用客服收件匣' } },
  },
  {
    operationId: 'streamChatInbox',
    call: (api) => api.GET('/chat/inbox/events'),
    ok: { status: 200, body: 'event: ready\ndata: {}\n\n' },
    fail: { status: 401, body: unauthenticated },
  },
];
