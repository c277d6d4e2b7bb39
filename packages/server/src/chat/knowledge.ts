import { BOOKING_FACTS, FAQ_ENTRIES, type KnowledgeEntry } from '@folio/rules';

/**
 * What the chat's assistant knows (docs/adr/0032-live-chat.md decision 3): knowledge sources it
 * asks in turn, each answering a question with scored candidates: the FAQ and the booking rules
 * (facts of @folio/rules, below), the catalog (catalog.ts: a product's price and stock) and a
 * member's own orders (orders.ts), which service.ts adds. No network, no
 * model: the search below is character bigrams weighted by where they occur and how rare they are.
 */

/** Who asks: a member's account id (for sources that answer about their own data), or none. */
export interface Asker {
  userId: number | null;
}

/** One possible answer. */
interface Candidate {
  /** The text the assistant writes (at most CHAT_MESSAGE_MAX_LENGTH characters). */
  answer: string;
  /** Where it comes from, `<source>:<id>` (`faq:refund`): stored on the message. */
  source: string;
  /** How well it matches; the assistant answers from the best at or above ANSWER_THRESHOLD. */
  score: number;
}

/** A source of answers. Adding the catalog or orders is one more of these in `defaultSources`. */
export interface KnowledgeSource {
  readonly name: string;
  answer(question: string, asker: Asker): Promise<Candidate[]> | Candidate[];
}

/**
 * The lowest score the assistant answers from: one keyword of an entry that few entries share
 * (`退貨`, `運費`), or its question's words. Below it, the assistant says it does not know.
 */
export const ANSWER_THRESHOLD = 3;

/** Words of a question that say nothing about its topic (their bigrams are dropped). */
const STOP = new Set([
  '請問',
  '可以',
  '如何',
  '怎麼',
  '怎樣',
  '什麼',
  '我想',
  '我要',
  '想要',
  '你們',
  '是否',
  '一下',
  '有沒',
  '沒有',
  '哪些',
  '為什',
  '的話',
  '謝謝',
  '你好',
  '嗎',
  '呢',
  '的',
  '了',
  '我',
  '你',
]);

/** Lower-cased NFKC text (full-width letters and digits become ASCII, as the search's). */
const normalize = (text: string) => text.normalize('NFKC').toLowerCase();

/** The tokens of a text: each Han run as its bigrams (a lone character as itself), each Latin word or number whole. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const run of normalize(text).match(/\p{Script=Han}+|[a-z0-9]+/gu) ?? []) {
    const chars = Array.from(run);
    if (!/\p{Script=Han}/u.test(run) || chars.length === 1) out.push(run);
    else for (let i = 0; i < chars.length - 1; i++) out.push(`${chars[i]}${chars[i + 1]}`);
  }
  return out.filter((token) => !STOP.has(token));
}

/** Where a token occurs in an entry, and how much that says: keywords most, then the question. */
const WEIGHTS = { keywords: 3, question: 2, answer: 1 } as const;

interface IndexedEntry {
  entry: KnowledgeEntry;
  source: string;
  weights: Map<string, number>;
}

/**
 * A search over the entries of `groups` (`{ faq: FAQ_ENTRIES, … }`), as one index so that a
 * word's rarity is measured over everything the source knows: the score of an entry is the sum,
 * over the question's distinct tokens it holds, of the token's weight in the entry times its
 * rarity among the entries (idf, ln(1 + N / (1 + df))). Tokens no entry holds add nothing, so a
 * question may wrap its topic in any words.
 */
function factsSource(groups: Record<string, readonly KnowledgeEntry[]>): KnowledgeSource {
  const indexed: IndexedEntry[] = Object.entries(groups).flatMap(([group, entries]) =>
    entries.map((entry) => {
      const weights = new Map<string, number>();
      const add = (text: string, weight: number) => {
        for (const token of tokens(text))
          weights.set(token, Math.max(weights.get(token) ?? 0, weight));
      };
      add(entry.answer, WEIGHTS.answer);
      add(entry.question, WEIGHTS.question);
      for (const keyword of entry.keywords) add(keyword, WEIGHTS.keywords);
      return { entry, source: `${group}:${entry.id}`, weights };
    }),
  );
  const df = new Map<string, number>();
  for (const { weights } of indexed)
    for (const token of weights.keys()) df.set(token, (df.get(token) ?? 0) + 1);
  const idf = (token: string) => Math.log(1 + indexed.length / (1 + (df.get(token) ?? 0)));

  return {
    name: Object.keys(groups).join('+'),
    answer(question) {
      const asked = new Set(tokens(question));
      return indexed
        .map(({ entry, source, weights }) => {
          let score = 0;
          for (const token of asked) score += (weights.get(token) ?? 0) * idf(token);
          return { answer: entry.answer, source, score };
        })
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score);
    },
  };
}

/** The sources the assistant asks today: the FAQ and the booking rules (@folio/rules). */
export function defaultSources(): KnowledgeSource[] {
  return [factsSource({ faq: FAQ_ENTRIES, booking: BOOKING_FACTS })];
}
