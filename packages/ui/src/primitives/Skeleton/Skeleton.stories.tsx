import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'text', lines: 3, animate: false },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder in the shape of loading content: lines of text, a block or a circle. It is `aria-hidden`; the region that loads carries `aria-busy="true"` and a text for screen readers. It pulses gently unless `animate` is false or the user prefers reduced motion (stories keep it still, for screenshots).',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines of text, the last one shorter. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-folio="skeleton"]');
    await expect(root).toHaveAttribute('aria-hidden', 'true');
    await expect(root?.children).toHaveLength(3);
  },
};

/** The three shapes. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Skeleton {...args} variant="circle" width={48} />
      <Skeleton {...args} variant="rect" width={120} height={80} />
      <div style={{ flex: 1 }}>
        <Skeleton {...args} variant="text" lines={2} />
      </div>
    </div>
  ),
};

/** A loading event card: the card says it is busy, the skeletons show the shape. */
export const LoadingCard: Story = {
  render: (args) => (
    <Card as="section" aria-busy="true" aria-label="活動載入中">
      <Skeleton {...args} variant="rect" height={160} />
      <Skeleton {...args} variant="text" lines={1} width="50%" height="1.5em" />
      <Skeleton {...args} variant="text" lines={3} />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('活動載入中')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Pulsing, as in the app. */
export const Animated: Story = { args: { animate: true } };

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };
