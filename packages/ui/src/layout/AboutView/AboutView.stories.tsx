import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { AboutView } from './AboutView';
import { onPhone } from '../../storyParts';

const meta = {
  title: 'Layout/AboutView',
  component: AboutView,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    route: pathTo('about'),
    docs: {
      description: {
        component:
          "The about page at /about (關於, docs/requirements.md §2): the site's owner, the same full-stack web developer the landing view greets with and the resume page introduces; what they do (前端, 後端, 品質), how they work, and two next steps: 預約一對一諮詢 (/booking/booking) and 看看我的作品 (/resume).",
      },
    },
  },
} satisfies Meta<typeof AboutView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the page's headings and where its two next steps lead. */
async function checkPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: '關於我' })).toBeVisible();
  await expect(canvasElement).toHaveTextContent('我是一位全端網頁開發者');
  for (const name of ['我做什麼', '我怎麼工作', '一起合作'])
    await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(canvas.getByRole('link', { name: '預約一對一諮詢' })).toHaveAttribute(
    'href',
    pathTo('booking'),
  );
  await expect(canvas.getByRole('link', { name: '看看我的作品' })).toHaveAttribute(
    'href',
    pathTo('resume'),
  );
}

/** Who the owner is, what they do and how they work, and the next steps. */
export const Playground: Story = {
  play: async ({ canvasElement }) => checkPage(canvasElement),
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => checkPage(canvasElement),
};

/** On a phone (xs): one column, nothing wider than the screen. */
export const Mobile: Story = {
  ...onPhone('1100px'),
  play: async ({ canvasElement }) => {
    await checkPage(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
