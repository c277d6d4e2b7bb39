import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { Counter } from '../../demos/Counter';
import { Faq } from '../../demos/Faq';
import { DemoFrame } from './DemoFrame';

const meta = {
  title: 'Layout/DemoFrame',
  component: DemoFrame,
  tags: ['autodocs'],
  args: { title: '計數器', children: null },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame of every demo screen: a back link to the resume page, one h1, and the demo centred in one column with one side padding.',
      },
    },
  },
  render: ({ children: _children, ...args }) => (
    <DemoFrame {...args}>
      <Counter count={3} onIncrement={() => {}} onDecrement={() => {}} title="共享的計數" />
    </DemoFrame>
  ),
} satisfies Meta<typeof DemoFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A widget demo: the page gives the h1 and centres the card under it. */
export const Widget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '← 回到作品集' })).toHaveAttribute(
      'href',
      pathTo('resume'),
    );
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('計數器');
  },
};

/** A whole-screen demo brings its own h1: the page adds none. */
export const WholeScreen: Story = {
  args: { title: undefined },
  render: (args) => (
    <DemoFrame backTo={args.backTo}>
      <Faq />
    </DemoFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
