import { describe, expect, it } from 'vitest';
import { parseInline, parseRichText, richTextPlain } from './richText.ts';

describe('parseInline', () => {
  it('reads bold and italic, nested', () => {
    expect(parseInline('**耐重** 帆布，*可機洗* 與 **深 *藍* 色**')).toEqual([
      { text: '耐重', bold: true },
      { text: ' 帆布，' },
      { text: '可機洗', italic: true },
      { text: ' 與 ' },
      { text: '深 ', bold: true },
      { text: '藍', bold: true, italic: true },
      { text: ' 色', bold: true },
    ]);
  });

  it('keeps unclosed markers and escaped characters as text', () => {
    expect(parseInline('5 * 3 = 15')).toEqual([{ text: '5 * 3 = 15' }]);
    expect(parseInline('\\*不是斜體\\* 與 a\\\\b')).toEqual([{ text: '*不是斜體* 與 a\\b' }]);
    expect(parseInline('**未關閉')).toEqual([{ text: '**未關閉' }]);
  });

  it('never turns markup into anything but text', () => {
    const html = '<img src=x onerror=alert(1)> [連結](javascript:alert(1))';
    expect(parseInline(html)).toEqual([{ text: html }]);
  });
});

describe('parseRichText', () => {
  it('splits headings, paragraphs with their line breaks, and both kinds of list', () => {
    const text = [
      '## 商品特色',
      '厚磅帆布，',
      '耐重 **15 公斤**。',
      '',
      '- 內袋一個',
      '* 磁扣開口',
      '1. 冷水手洗',
      '2. 陰乾',
      '### 尺寸',
      '# 不是標題',
    ].join('\r\n');
    expect(parseRichText(text)).toEqual([
      { type: 'heading', level: 2, line: [{ text: '商品特色' }] },
      {
        type: 'paragraph',
        lines: [
          [{ text: '厚磅帆布，' }],
          [{ text: '耐重 ' }, { text: '15 公斤', bold: true }, { text: '。' }],
        ],
      },
      { type: 'list', ordered: false, items: [[{ text: '內袋一個' }], [{ text: '磁扣開口' }]] },
      { type: 'list', ordered: true, items: [[{ text: '冷水手洗' }], [{ text: '陰乾' }]] },
      { type: 'heading', level: 3, line: [{ text: '尺寸' }] },
      { type: 'paragraph', lines: [[{ text: '# 不是標題' }]] },
    ]);
  });

  it('gives nothing for an empty description', () => {
    expect(parseRichText('')).toEqual([]);
    expect(parseRichText('\n  \n')).toEqual([]);
  });
});

describe('richTextPlain', () => {
  it('drops the formatting and keeps the words', () => {
    expect(richTextPlain('## 特色\n- **耐重**\n- *防潑水*\n\n每日好用')).toBe(
      '特色\n耐重\n防潑水\n每日好用',
    );
  });
});
