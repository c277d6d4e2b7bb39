/**
 * A product description's safe formatting (docs/adr/0030-shopping-catalog.md): a small subset of
 * Markdown, parsed into a tree that a screen draws as elements. Nothing in the text can become
 * HTML, a link, an image or a script: what is not one of the forms below stays text.
 *
 * - a blank line separates blocks;
 * - `## ` and `### ` start a subheading;
 * - lines starting `- ` or `* ` make a bulleted list, lines starting `1. ` (any number) a numbered one;
 * - any other lines make a paragraph, each line break kept;
 * - inside any block `**bold**` and `*italic*`; a backslash keeps the next `*`, `\`, `#`, `-` as is.
 */

/** A run of text with its emphasis. */
export interface RichSpan {
  text: string;
  bold?: true;
  italic?: true;
}

/** One line of spans. */
export type RichLine = RichSpan[];

export type RichBlock =
  | { type: 'heading'; level: 2 | 3; line: RichLine }
  | { type: 'paragraph'; lines: RichLine[] }
  | { type: 'list'; ordered: boolean; items: RichLine[] };

const HEADING = /^(#{2,3}) +(.*)$/;
const BULLET = /^[-*] +(.*)$/;
const NUMBERED = /^\d{1,3}\. +(.*)$/;

/** The spans of one line: `**` toggles bold, `*` italic; unclosed markers stay text. */
export function parseInline(line: string): RichLine {
  // Tokens: escaped characters, the markers, and plain runs.
  const tokens: string[] = line.match(/\\[\\*#\-_]|\*\*|\*|[^\\*]+|\\/g) ?? [];
  /** Index of the closing marker for `marker` after `from`, or -1. */
  const closes = (marker: string, from: number) => tokens.indexOf(marker, from + 1);
  const spans: RichLine = [];
  let bold = false;
  let italic = false;
  const push = (text: string) => {
    if (text === '') return;
    const last = spans.at(-1);
    if (last && !!last.bold === bold && !!last.italic === italic) last.text += text;
    else spans.push({ text, ...(bold && { bold: true }), ...(italic && { italic: true }) });
  };
  tokens.forEach((token, i) => {
    if (token.length === 2 && token.startsWith('\\')) return push(token[1] ?? '');
    if (token === '**' && (bold || closes('**', i) !== -1)) {
      bold = !bold;
      return;
    }
    if (token === '*' && (italic || closes('*', i) !== -1)) {
      italic = !italic;
      return;
    }
    push(token);
  });
  return spans;
}

/** The blocks of a description. */
export function parseRichText(text: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: RichLine[] = [];
  let list: { ordered: boolean; items: RichLine[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', lines: paragraph });
    if (list) blocks.push({ type: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (heading) {
      flush();
      const level = heading[1]?.length === 2 ? 2 : 3;
      blocks.push({ type: 'heading', level, line: parseInline(heading[2] ?? '') });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInline((bullet ?? numbered)?.[1] ?? ''));
    } else {
      if (list) flush();
      paragraph.push(parseInline(line));
    }
  }
  flush();
  return blocks;
}

/** The text of a description without its formatting (the search index, a summary). */
export function richTextPlain(text: string): string {
  const line = (spans: RichLine) => spans.map((s) => s.text).join('');
  return parseRichText(text)
    .map((block) =>
      block.type === 'heading'
        ? line(block.line)
        : block.type === 'paragraph'
          ? block.lines.map(line).join('\n')
          : block.items.map(line).join('\n'),
    )
    .join('\n');
}
