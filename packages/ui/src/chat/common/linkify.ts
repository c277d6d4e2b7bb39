/**
 * A chat message's text cut into plain text and links (docs/requirements.md §2 "Customer-service
 * chat": text only, links made clickable safely). Only `http:` and `https:` addresses and e-mail
 * addresses become links (never `javascript:`, `data:` or anything else); the text stays text,
 * which React writes escaped: no HTML is ever made from a message.
 */

export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * An address up to the first space, CJK punctuation or CJK character: `請看https://x.tw/a這個`
 * links `https://x.tw/a` (a browser copies a Chinese path percent-encoded anyway).
 */
const LINK =
  /\bhttps?:\/\/[^\s<>"'`\u2e80-\u303f\u3040-\u9fff\uac00-\ud7af\uf900-\ufaff\uff01-\uff5e]+|\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/gi;

/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?)\]}]+$/;

/** The parts of `text`, in order: plain text and links, whose `href` is safe to put in an `<a>`. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    let found = match[0];
    const start = match.index;
    // Keep a closing bracket that has its opening one inside the address (Wikipedia-style).
    const trailing = TRAILING.exec(found)?.[0] ?? '';
    let cut = trailing.length;
    if (trailing.startsWith(')') && found.includes('(')) cut = trailing.length - 1;
    found = found.slice(0, found.length - Math.max(0, cut));
    if (found === '' || /^https?:\/\/$/i.test(found)) continue;
    const href =
      found.includes('@') && !/^https?:/i.test(found) ? `mailto:${found}` : safeUrl(found);
    if (!href) continue;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'link', text: found, href });
    at = start + found.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** The URL as the browser would read it, if it is http(s); else null. */
function safeUrl(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
