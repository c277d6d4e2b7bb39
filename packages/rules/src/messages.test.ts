/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

const requirements = readFileSync(
  new URL('../../../docs/requirements.md', import.meta.url),
  'utf8',
);

/** The text of one `## §N` section of docs/requirements.md. */
function section(n: number): string {
  const start = requirements.indexOf(`\n## §${n} `);
  const end = requirements.indexOf('\n## §', start + 1);
  return requirements.slice(start, end === -1 ? undefined : end);
}

/** Every text quoted in code font in a section. */
const quoted = (text: string) => new Set([...text.matchAll(/`([^`]+)`/g)].map(([, t]) => t));

describe('messages', () => {
  const quotedInRequirements = new Set([...quoted(section(5)), ...quoted(section(8))]);

  it.each(Object.entries(messages))(
    '%s is quoted exactly in docs/requirements.md §5 or §8',
    (_, text) => {
      expect(quotedInRequirements).toContain(text);
    },
  );

  it('writes each text once', () => {
    const texts = Object.values(messages);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
