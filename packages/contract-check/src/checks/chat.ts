import type { Body } from '../http.ts';
import { adminSession, skip, type CheckContext } from './shared.ts';

/**
 * The customer-service chat (openapi.yaml tag `chat`): a visitor without an account starts a
 * conversation, asks, reads the history and the live channel's first event, hands over, ends and
 * rates it; another visitor is refused (403); a member is refused the administrators' calls
 * (403); the administrator (checks/shared.ts `adminSession`) finds it waiting in the inbox,
 * takes it over and opens the inbox's live channel.
 */
export async function chatChecks(ctx: CheckContext, memberToken: string | null): Promise<void> {
  const c = ctx.client.call.bind(ctx.client);
  const { contract, report } = ctx;
  const unauthenticated = (body: Body) =>
    body.message === 'Unauthenticated.' ? [] : [`message is ${JSON.stringify(body.message)}`];

  const start = async (check: string) => {
    const body = await c('startChatConversation', check, {}, { status: 201 });
    const token = body?.visitor_token;
    const id = Number((body?.data as Body | undefined)?.id);
    return typeof token === 'string' && Number.isInteger(id)
      ? { id, headers: { 'X-Chat-Visitor': token } }
      : null;
  };
  const visitor = await start('a new visitor');
  const other = await start('another visitor');
  if (!visitor || !other) {
    for (const id of [...contract.operations.keys()].filter((op) => /Chat/.test(op)))
      report.unreachable(id, 'journey', 'no conversation (start failed)');
    return;
  }
  const own = { headers: visitor.headers };
  const params = { id: visitor.id };
  await c('startChatConversation', 'the open conversation again', own, { status: 200 });
  await c('listChatConversations', 'own conversations', own, {
    status: 200,
    check: (b) =>
      ((b.data ?? []) as Body[]).some((x) => x.id === visitor.id) ? [] : ['data lacks it'],
  });
  await c('listChatConversations', 'no token', {}, { status: 401, check: unauthenticated });
  await c('getChatConversation', 'own', { ...own, params }, { status: 200 });
  await c(
    'getChatConversation',
    "another visitor's",
    { headers: other.headers, params },
    {
      status: 403,
    },
  );
  await c(
    'getChatConversation',
    'unknown id',
    { ...own, params: { id: 2147480000 } },
    {
      status: 404,
    },
  );
  await c('getChatConversation', 'no token', { params }, { status: 401, check: unauthenticated });
  const sent = await c(
    'sendChatMessage',
    'a question',
    { ...own, params, json: { body: '請問可以退貨嗎？', client_id: 'contract-check-1' } },
    { status: 201 },
  );
  await c(
    'sendChatMessage',
    'the same client_id again',
    { ...own, params, json: { body: '請問可以退貨嗎？', client_id: 'contract-check-1' } },
    {
      status: 200,
      check: (b) =>
        (b.data as Body | undefined)?.id === (sent?.data as Body | undefined)?.id
          ? []
          : ['a different message than the first'],
    },
  );
  for (const [rule, body] of [
    ['required', ''],
    ['maxLength (once trimmed)', '字'.repeat(1001)],
  ] as const) {
    const message = contract.message('sendChatMessage', 'body', rule);
    await c(
      'sendChatMessage',
      `body ${rule}`,
      { ...own, params, json: { body } },
      {
        status: 422,
        check: (b) =>
          ((b.errors as Record<string, string[]> | undefined)?.body ?? []).includes(message)
            ? []
            : [`errors.body lacks "${message}"`],
      },
    );
  }
  await c(
    'listChatMessages',
    'from the start',
    { ...own, params, query: { after: 0 } },
    {
      status: 200,
    },
  );
  await c(
    'listChatMessages',
    'after -1',
    { ...own, params, query: { after: -1 } },
    {
      status: 422,
    },
  );
  await c('sendChatTyping', 'typing', { ...own, params }, { status: 204 });
  await c('markChatRead', 'read', { ...own, params, json: { last_read_id: 0 } }, { status: 200 });
  await streamCheck(
    ctx,
    'streamChatConversation',
    `/chat/conversations/${visitor.id}/events`,
    visitor.headers,
  );
  await c(
    'streamChatConversation',
    'no token',
    { params },
    { status: 401, check: unauthenticated },
  );
  await c(
    'requestChatAgent',
    'ask for a person',
    { ...own, params },
    {
      status: 200,
      check: (b) => ((b.data as Body | undefined)?.status === 'waiting' ? [] : ['not waiting']),
    },
  );
  await adminChatChecks(ctx, params);
  await c(
    'rateChatConversation',
    'before it ends',
    { ...own, params, json: { score: 5 } },
    {
      status: 409,
    },
  );
  await c('closeChatConversation', 'end it', { ...own, params }, { status: 200 });
  await c('closeChatConversation', 'end it again', { ...own, params }, { status: 409 });
  await c(
    'rateChatConversation',
    'rate it',
    { ...own, params, json: { score: 5 } },
    {
      status: 200,
    },
  );
  await c(
    'rateChatConversation',
    'rate it again',
    { ...own, params, json: { score: 4 } },
    {
      status: 409,
    },
  );
  await c(
    'takeOverChatConversation',
    'no token',
    { params },
    {
      status: 401,
      check: unauthenticated,
    },
  );
  await c('listChatInbox', 'no token', {}, { status: 401, check: unauthenticated });
  await c('streamChatInbox', 'no token', {}, { status: 401, check: unauthenticated });
  if (memberToken) {
    const member = { token: memberToken };
    await c('takeOverChatConversation', 'a member', { ...member, params }, { status: 403 });
    await c('listChatInbox', 'a member', member, { status: 403 });
    await c('streamChatInbox', 'a member', member, { status: 403 });
  }
}

/**
 * The administrators' side, as the check's administrator: the conversation waiting for a person
 * is in the inbox's `waiting` list, taking it over answers 200 with it, and the inbox's live
 * channel opens with `ready`. Without an administrator's login those could not run (their
 * refusals of a visitor and a member alone make no ✔).
 */
async function adminChatChecks(ctx: CheckContext, params: { id: number }): Promise<void> {
  const c = ctx.client.call.bind(ctx.client);
  const session = await adminSession(ctx);
  if ('why' in session) {
    const ops = ['listChatInbox', 'takeOverChatConversation', 'streamChatInbox'];
    skip(ctx, ops, session.why, 'as an administrator');
    return;
  }
  const admin = { token: session.token };
  await c(
    'listChatInbox',
    'waiting conversations',
    { ...admin, query: { status: 'waiting' } },
    {
      status: 200,
      check: (b) =>
        ((b.data ?? []) as Body[]).some((x) => x.id === params.id)
          ? []
          : [`conversation ${params.id}, waiting for a person, is not in data`],
    },
  );
  await c(
    'takeOverChatConversation',
    'a waiting conversation',
    { ...admin, params },
    {
      status: 200,
      check: (b) => {
        const data = (b.data ?? {}) as Body;
        return data.id === params.id ? [] : [`data.id is ${String(data.id)}, not ${params.id}`];
      },
    },
  );
  await streamCheck(ctx, 'streamChatInbox', '/chat/inbox/events', {
    Authorization: `Bearer ${session.token}`,
  });
}

/**
 * A live channel answers 200 `text/event-stream` and its first event is `ready` (the stream is
 * left open by the server: the check reads the first event and closes it).
 */
async function streamCheck(
  ctx: CheckContext,
  operationId: string,
  path: string,
  headers: Record<string, string>,
) {
  const check = 'the first event';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    const response = await fetch(ctx.client.url(path), {
      headers: { Accept: 'text/event-stream', ...headers },
      signal: controller.signal,
    });
    ctx.report.entry(operationId).answered++;
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.startsWith('text/event-stream') || !response.body) {
      ctx.report.deviate(
        operationId,
        check,
        `expected 200 text/event-stream, got ${response.status} ${type}`,
      );
      return;
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    const frame = text.split('\n\n')[0] ?? '';
    if (/^event: ready$/m.test(frame) && /^data: \{/m.test(frame))
      ctx.report.pass(operationId, check);
    else
      ctx.report.deviate(operationId, check, `the first event is not ready: ${frame.slice(0, 80)}`);
  } catch (error) {
    ctx.report.unreachable(operationId, check, (error as Error).message);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
