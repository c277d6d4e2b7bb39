import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { HomeView } from './HomeView';

const meta = {
  title: 'Layout/HomeView',
  component: HomeView,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The landing view at /: a centred, full-height greeting and under it the next steps, 看看活動或履歷, linking to /events and /resume (on a phone the app bar keeps its links behind the menu, so the greeting offers them itself).',
      },
    },
  },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting, centred in the viewport, and the next steps under it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '活動' })).toBeVisible();
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('全端網頁開發工程師');
    const box = heading.getBoundingClientRect();
    const centre = box.left + box.width / 2;
    await expect(Math.abs(centre - window.innerWidth / 2)).toBeLessThan(4);
  },
};

/** On a phone, where the app bar keeps its links behind the menu, the greeting offers the next steps. */
export const Mobile: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const events = canvas.getByRole('link', { name: '活動' });
    await expect(events).toHaveAttribute('href', pathTo('events'));
    await expect(events).toBeVisible();
    await expect(canvas.getByRole('link', { name: '履歷' })).toHaveAttribute(
      'href',
      pathTo('resume'),
    );
    await expect(events.parentElement).toHaveTextContent('看看活動或履歷');
  },
};

/** A phone in the dark theme. */
export const MobileDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'xs', isRotated: false } },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
