import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeView } from './HomeView';

const meta = {
  title: 'Layout/HomeView',
  component: HomeView,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'The landing view at /: a centred, full-height greeting.' } },
  },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting, centred in the viewport. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('全端網頁開發工程師');
    const box = heading.getBoundingClientRect();
    const centre = box.left + box.width / 2;
    await expect(Math.abs(centre - window.innerWidth / 2)).toBeLessThan(4);
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
