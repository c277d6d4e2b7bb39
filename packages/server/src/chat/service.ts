import type { FastifyInstance } from 'fastify';
import type { ChatContext } from '../api/chat.ts';
import type { DatabaseHandle } from '../database.ts';
import { createChatStore } from '../store/chat.ts';
import { createAssistant } from './assistant.ts';
import { memoryChatBus, postgresChatBus, type ChatBus } from './bus.ts';
import { catalogSource } from './catalog.ts';
import { ChatHub } from './hub.ts';
import { defaultSources } from './knowledge.ts';
import { ordersSource } from './orders.ts';

/**
 * The chat's store, live delivery and assistant for one server (docs/adr/0032-live-chat.md):
 * delivery in process on SQLite, through LISTEN/NOTIFY between processes on PostgreSQL. Open live
 * channels would hold the server's close, so they end first (clients reconnect).
 */
export async function startChat(
  app: FastifyInstance,
  database: DatabaseHandle,
  databaseUrl: string | null,
  now: () => number,
): Promise<ChatContext> {
  const bus: ChatBus =
    database.engine === 'postgres' && databaseUrl
      ? await postgresChatBus({ url: databaseUrl, db: database.db, log: app.log })
      : memoryChatBus();
  const store = createChatStore(database.db, bus, now);
  const chat = {
    store,
    hub: new ChatHub(store, bus, app.log),
    assistant: createAssistant([
      ...defaultSources(),
      catalogSource(database.db),
      ordersSource(database.db),
    ]),
  };
  app.addHook('preClose', async () => chat.hub.closeAll());
  app.addHook('onClose', async () => bus.close());
  return chat;
}
