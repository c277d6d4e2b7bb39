import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { SlideGroup } from './SlideGroup';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/SlideGroup',
  component: SlideGroup,
  tags: ['autodocs'],
  args: { onChange: fn() },
  parameters: {
    route: pathTo('slideGroup'),
    ...playedDocs(
      'The slide group of /slide-groups (docs/requirements.md §2): 20 options in a row that scrolls sideways. Each option is a toggle button (`aria-pressed`); one can be selected at a time and pressing it again clears it. 往前捲動 and 往後捲動 scroll by most of a view and are disabled at the ends.',
    ),
  },
} satisfies Meta<typeof SlideGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twenty options; at the start only 往後捲動 is enabled. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: '選項 20' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '往前捲動' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '往後捲動' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('尚未選擇');
    // Scroll snapping must not nudge the row away from its start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByTestId('slide-viewport').scrollLeft).toBe(0);
    await expect(canvas.getByRole('button', { name: '往前捲動' })).toBeDisabled();
  },
};

/** Selecting an option presses it and unpresses the previous one; pressing it again clears it. */
export const Select: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole('button', { name: '選項 3' });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('已選擇：選項 3');
    await userEvent.click(canvas.getByRole('button', { name: '選項 2' }));
    await expect(third).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '選項 2' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('尚未選擇');
    await expect(args.onChange).toHaveBeenNthCalledWith(1, 2);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, 1);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** The arrows scroll the row; at the far end 往後捲動 is disabled. */
export const ScrollButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = canvas.getByTestId('slide-viewport');
    const back = canvas.getByRole('button', { name: '往前捲動' });
    const forward = canvas.getByRole('button', { name: '往後捲動' });
    await userEvent.click(forward);
    await waitFor(() => expect(viewport.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(back).toBeEnabled());
    for (let i = 0; i < 30 && !forward.hasAttribute('disabled'); i += 1) {
      await userEvent.click(forward);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await waitFor(() => expect(forward).toBeDisabled());
    await expect(canvas.getByRole('button', { name: '選項 20' })).toBeVisible();
  },
};

/** Started with 選項 12 selected: the row scrolls to show it. */
export const Preselected: Story = {
  args: { defaultSelected: 11 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const option = canvas.getByRole('button', { name: '選項 12' });
    const viewport = canvas.getByTestId('slide-viewport');
    // The row scrolls the selection into view after mounting: wait until it is inside.
    await waitFor(() => {
      const box = viewport.getBoundingClientRect();
      const rect = option.getBoundingClientRect();
      expect(rect.left).toBeGreaterThanOrEqual(box.left - 1);
      expect(rect.right).toBeLessThanOrEqual(box.right + 1);
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: '往前捲動' })).toBeEnabled());
    await expect(option).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('已選擇：選項 12');
  },
};

/** In the dark theme, with a selection. */
export const Dark: Story = { args: { defaultSelected: 1 }, globals: { theme: 'dark' } };
