import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { RangeSlider } from './RangeSlider';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/RangeSlider',
  component: RangeSlider,
  tags: ['autodocs'],
  args: { onChange: fn() },
  parameters: {
    route: pathTo('rangeSlider'),
    ...playedDocs(
      'The range slider of /range-slider (docs/requirements.md §2): two thumbs from 0 to 100 in steps of 10, starting at 20 and 40. Each thumb is a `slider` operated with arrows, Page Up/Down, Home and End; a click or drag on the track moves the nearest thumb. The thumbs cannot cross.',
    ),
  },
} satisfies Meta<typeof RangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

const thumbs = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    low: canvas.getByRole('slider', { name: '最小值' }),
    high: canvas.getByRole('slider', { name: '最大值' }),
  };
};

/** Starts at 20 and 40, step 10, from 0 to 100. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const { low, high } = thumbs(canvasElement);
    await expect(low).toHaveAttribute('aria-valuenow', '20');
    await expect(high).toHaveAttribute('aria-valuenow', '40');
    await expect(low).toHaveAttribute('aria-valuemin', '0');
    await expect(high).toHaveAttribute('aria-valuemax', '100');
    await expect(within(canvasElement).getByText('20 – 40')).toBeVisible();
  },
};

/** Arrow keys move a thumb by 10; the lower thumb stops at the upper one and cannot cross it. */
export const KeyboardCannotCross: Story = {
  play: async ({ args, canvasElement }) => {
    const { low, high } = thumbs(canvasElement);
    low.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(low).toHaveAttribute('aria-valuenow', '30');
    await expect(args.onChange).toHaveBeenLastCalledWith([30, 40]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(low).toHaveAttribute('aria-valuenow', '40');
    await expect(high).toHaveAttribute('aria-valuenow', '40');
    await userEvent.keyboard('{Home}');
    await expect(low).toHaveAttribute('aria-valuenow', '0');

    high.focus();
    await userEvent.keyboard('{End}');
    await expect(high).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{PageDown}');
    await expect(high).toHaveAttribute('aria-valuenow', '80');
    await userEvent.keyboard('{Home}');
    // Home on the upper thumb goes down to the lower thumb, not past it.
    await expect(high).toHaveAttribute('aria-valuenow', '0');
    await expect(low).toHaveAttribute('aria-valuemax', '0');
    await expect(within(canvasElement).getByText('0 – 0')).toBeVisible();
  },
};

/** A click on the track moves the nearest thumb, snapped to the step. */
export const ClickTrack: Story = {
  play: async ({ canvasElement }) => {
    const track = within(canvasElement).getByTestId('range-track');
    const rect = track.getBoundingClientRect();
    const at = (v: number) => ({
      x: rect.left + (rect.width * v) / 100,
      y: rect.top + rect.height / 2,
    });
    await userEvent.pointer({ keys: '[MouseLeft]', target: track, coords: at(78) });
    const { low, high } = thumbs(canvasElement);
    await expect(high).toHaveAttribute('aria-valuenow', '80');
    await expect(high).toHaveFocus();
    await userEvent.pointer({ keys: '[MouseLeft]', target: track, coords: at(4) });
    await expect(low).toHaveAttribute('aria-valuenow', '0');
    await expect(low).toHaveFocus();
  },
};

/** Another starting range. */
export const WideRange: Story = { args: { defaultValue: [10, 90] } };

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
