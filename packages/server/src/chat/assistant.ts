import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES } from '@folio/rules';
import { ANSWER_THRESHOLD, defaultSources, type Asker, type KnowledgeSource } from './knowledge.ts';

/**
 * The chat's assistant (docs/adr/0032-live-chat.md decision 3): what it writes back to a
 * visitor's message while the conversation is `assistant`.
 */

/** What the assistant does with a message. */
type Reply =
  | { kind: 'answer'; body: string; source: string }
  /** It does not know: it says so and offers a person (`suggest_handoff`). */
  | { kind: 'unknown'; body: string }
  /** The visitor asked for a person: the conversation is handed over. */
  | { kind: 'handoff' };

/**
 * A clear wish for a person: "真人", "專人", "客服人員", "人工客服", "轉接", "找客服", or in
 * English "human", "agent", "real person". Asking how to contact the shop ("如何聯絡客服") is
 * the FAQ's, not a hand-off.
 */
const WANTS_PERSON =
  /真人|專人|客服人員|人工客服|轉接|轉客服|找客服|\bhuman\b|\bagent\b|real person/i;

export interface Assistant {
  reply(question: string, asker: Asker): Promise<Reply>;
}

/** The assistant over `sources` (default: the FAQ and the booking rules). */
export function createAssistant(sources: KnowledgeSource[] = defaultSources()): Assistant {
  return {
    async reply(question, asker) {
      if (WANTS_PERSON.test(question.normalize('NFKC'))) return { kind: 'handoff' };
      const candidates = (
        await Promise.all(sources.map(async (source) => source.answer(question, asker)))
      ).flat();
      const best = candidates.sort((a, b) => b.score - a.score)[0];
      if (!best || best.score < ANSWER_THRESHOLD)
        return { kind: 'unknown', body: CHAT_MESSAGES.unknown };
      return {
        kind: 'answer',
        body: Array.from(best.answer).slice(0, CHAT_MESSAGE_MAX_LENGTH).join(''),
        source: best.source,
      };
    },
  };
}
