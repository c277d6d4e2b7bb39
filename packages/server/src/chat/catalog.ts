import { CHAT_MESSAGES, normalizeSearchText } from '@folio/rules';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/tables.ts';
import { tokens, type KnowledgeSource } from './knowledge.ts';

/**
 * The assistant's catalog (docs/adr/0032-live-chat.md decision 3, docs/adr/0030-shopping-catalog.md):
 * a question that names a published product is answered with its price and stock, read from the
 * products table at the moment of asking (its derived price_min, price_max and stock, which every
 * save keeps). Drafts are never mentioned.
 */

/** At most this many products are read for one question (those whose search text holds a word of it). */
const CANDIDATES = 50;
/** At most this many of the question's tokens are looked up. */
const LOOKED_UP = 12;
/**
 * A product named in full scores this; one named in part, this times the share of its name's
 * tokens the question holds. The FAQ's best answers score about as much, so a product named in
 * full wins, and half a name (`帆布托特`) still reaches ANSWER_THRESHOLD.
 */
const FULL_NAME_SCORE = 8;
/** A product whose name the question holds less of than this is not what it asks about. */
const MIN_COVERAGE = 0.5;

/** A LIKE pattern for texts that contain `text` (its %, _ and \ taken literally). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function catalogSource(db: Kysely<DB>): KnowledgeSource {
  return {
    name: 'catalog',
    async answer(question) {
      const asked = [...new Set(tokens(question))];
      if (asked.length === 0) return [];
      const rows = await db
        .selectFrom('products')
        .select(['id', 'name', 'price_min', 'price_max', 'stock'])
        .where('status', '=', 'published')
        .where((eb) =>
          eb.or(
            asked
              .slice(0, LOOKED_UP)
              .map(
                (token) =>
                  sql<boolean>`${sql.ref('search_text')} LIKE ${containsPattern(token)} ESCAPE '\\'`,
              ),
          ),
        )
        .orderBy('id')
        .limit(CANDIDATES)
        .execute();
      const whole = normalizeSearchText(question);
      const askedSet = new Set(asked);
      return rows.flatMap((row) => {
        const named = [...new Set(tokens(row.name))];
        if (named.length === 0) return [];
        const coverage = whole.includes(normalizeSearchText(row.name))
          ? 1
          : named.filter((token) => askedSet.has(token)).length / named.length;
        if (coverage < MIN_COVERAGE) return [];
        return [
          {
            answer: CHAT_MESSAGES.productAnswer(row.name, row.price_min, row.price_max, row.stock),
            source: `catalog:${row.id}`,
            score: FULL_NAME_SCORE * coverage,
          },
        ];
      });
    },
  };
}
