import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from './Timeline';

const meta = {
  title: 'Demos/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The timeline of `/timelines` (docs/requirements.md §2): four conference items, each with a title, a date (a `<time>` element) and a short text, as an ordered list. From the md breakpoint the items alternate left and right of a centred line; on phones they stack in one column.',
      },
    },
  },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four conferences, in date order. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '前端開發者年會',
      '雲端架構高峰會',
      '全端工程技術論壇',
      '使用者體驗設計大會',
    ]);
    const first = items[0]?.querySelector('time');
    await expect(first).toHaveAttribute('datetime', '2024-03-16');
    await expect(first).toHaveTextContent('2024 年 3 月 16 日');
  },
};

/** Any list of items, e.g. two. */
export const CustomItems: Story = {
  args: {
    title: '專案里程碑',
    items: [
      { title: '需求訪談', date: '2025-01-06', text: '與客戶確認功能範圍與時程。' },
      { title: '正式上線', date: '2025-04-01', text: '完成驗收測試後部署到正式環境。' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '專案里程碑' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
