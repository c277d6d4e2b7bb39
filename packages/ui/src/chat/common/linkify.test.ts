import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('makes http(s) and e-mail addresses links and leaves the rest text', () => {
    expect(linkify('寄信到 support@example.com，或看 https://folio.example/faq。')).toEqual([
      { kind: 'text', text: '寄信到 ' },
      { kind: 'link', text: 'support@example.com', href: 'mailto:support@example.com' },
      { kind: 'text', text: '，或看 ' },
      { kind: 'link', text: 'https://folio.example/faq', href: 'https://folio.example/faq' },
      { kind: 'text', text: '。' },
    ]);
  });

  it('ends an address where Chinese text follows it without a space', () => {
    expect(linkify('請看https://folio.example/p/20這個，謝謝')).toEqual([
      { kind: 'text', text: '請看' },
      { kind: 'link', text: 'https://folio.example/p/20', href: 'https://folio.example/p/20' },
      { kind: 'text', text: '這個，謝謝' },
    ]);
  });

  it('never makes a link of another scheme, and keeps markup as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<a href="https://x.example">按我</a>',
    ]) {
      const links = linkify(text).filter((part) => part.kind === 'link');
      for (const link of links) expect(link.kind === 'link' && link.href).toMatch(/^https:\/\//);
      expect(
        linkify(text)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
    }
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });

  it('leaves sentence punctuation out of the address, but a bracket the address opened in', () => {
    expect(linkify('見 https://a.example/x).')[1]).toMatchObject({ text: 'https://a.example/x' });
    expect(linkify('https://en.wikipedia.org/wiki/Folio_(book)')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Folio_(book)',
    });
    expect(linkify('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
  });
});
