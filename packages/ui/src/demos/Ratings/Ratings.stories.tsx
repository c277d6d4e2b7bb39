import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { Ratings } from './Ratings';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/Ratings',
  component: Ratings,
  tags: ['autodocs'],
  args: { onChange: fn() },
  parameters: {
    route: pathTo('ratings'),
    ...playedDocs(
      'The star rating of /ratings (docs/requirements.md §2): starts at 3 and moves in half steps. It is a radio group of ten choices (0.5 to 5 顆星): click a half star, or use the arrow keys. Hovering previews; the chosen value is shown beside the stars. `readOnly` shows the stars alone, as an image.',
    ),
  },
} satisfies Meta<typeof Ratings>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: '為這次的體驗評分' }));

/** Starts at 3 of 5, with ten half-step choices. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const g = group(canvasElement);
    await expect(g.getAllByRole('radio')).toHaveLength(10);
    await expect(g.getByRole('radio', { name: '3 顆星' })).toBeChecked();
    await expect(g.getByText('3')).toBeVisible();
  },
};

/** A click on the left half of the fourth star gives 3.5; on its right half, 4. */
export const HalfSteps: Story = {
  play: async ({ args, canvasElement }) => {
    const g = group(canvasElement);
    await userEvent.click(g.getByRole('radio', { name: '3.5 顆星' }));
    await expect(g.getByRole('radio', { name: '3.5 顆星' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3.5);
    await expect(g.getByText('3.5')).toBeVisible();
    await userEvent.click(g.getByRole('radio', { name: '0.5 顆星' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(0.5);
    await expect(g.getByText('0.5')).toBeVisible();
  },
};

/** The arrow keys move by half a star. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const g = group(canvasElement);
    g.getByRole('radio', { name: '3 顆星' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(g.getByRole('radio', { name: '3.5 顆星' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(g.getByRole('radio', { name: '2.5 顆星' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
  },
};

/** Starting from another value. */
export const FourAndAHalf: Story = {
  args: { defaultValue: 4.5 },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByRole('radio', { name: '4.5 顆星' })).toBeChecked();
  },
};

/** Read-only stars, as shown in a card. */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 4.5, size: 24 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '評分 4.5 顆星（滿分 5）' })).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

/** In the dark theme. */
export const Dark: Story = { args: { defaultValue: 3.5 }, globals: { theme: 'dark' } };
