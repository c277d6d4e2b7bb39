import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './RichText';

const meta = {
  title: 'Shopping/RichText',
  component: RichText,
  tags: ['autodocs'],
  args: {
    text: '## 特色\n- 12 安厚磅帆布，耐重 **15 公斤**\n- 內袋與磁扣，筆電與水壺都放得下\n\n## 保養\n冷水手洗，*平放陰乾*，避免烘乾。\n第二行保留換行。\n\n1. 先清空包內\n2. 再翻面清洗',
  },
  parameters: {
    docs: {
      description: {
        component:
          "A product description's safe formatting (docs/adr/0030-shopping-catalog.md): `## ` and `### ` subheadings, `- ` and `1. ` lists, `**bold**`, `*italic*`, paragraphs with their line breaks. Parsed by @folio/rules and drawn as elements: nothing typed becomes HTML.",
      },
    },
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Subheadings, a bulleted and a numbered list, bold, italic and a line break. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: '特色' })).toBeVisible();
    await expect(canvas.getByText('15 公斤').tagName).toBe('STRONG');
    await expect(canvas.getByText('平放陰乾').tagName).toBe('EM');
    await expect(canvasElement.querySelector('ol')?.children).toHaveLength(2);
  },
};

/** Markup typed into a description stays text: no element, no link, no script. */
export const MarkupStaysText: Story = {
  args: { text: '<img src=x onerror="alert(1)"> [連結](https://example.com) <b>粗</b>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, a, b, script')).toBeNull();
    await expect(canvasElement).toHaveTextContent('<img src=x onerror="alert(1)">');
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
