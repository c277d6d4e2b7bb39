import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '送出', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'text'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: playedDocs(
    'The button for every action. `solid` marks the one main action of a view; `loading` shows a spinner and disables the button while work is under way, so nothing is sent twice.',
  ),
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the controls panel. Clicking calls `onClick`. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '送出' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The three variants side by side. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="solid">
        主要動作
      </Button>
      <Button {...args} variant="outline">
        次要動作
      </Button>
      <Button {...args} variant="text">
        文字按鈕
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};

/** The three sizes. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="small">
        小
      </Button>
      <Button {...args} size="medium">
        中
      </Button>
      <Button {...args} size="large">
        大
      </Button>
    </div>
  ),
};

/** While loading, the button is busy and disabled: a click does nothing. */
export const Loading: Story = {
  args: { loading: true, children: '登入中' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '登入中' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A disabled button cannot be clicked. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '送出' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Full width, as at the bottom of a form on a phone. */
export const FullWidth: Story = { args: { fullWidth: true, children: '登入' } };

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
};
