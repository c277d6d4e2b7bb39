import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { SatisfactionRating } from './SatisfactionRating';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/SatisfactionRating',
  component: SatisfactionRating,
  tags: ['autodocs'],
  args: { onChange: fn() },
  parameters: {
    route: pathTo('satisfactionRating'),
    ...playedDocs(
      'The five-step satisfaction rating of /feedbacks ("Ratings feedback", docs/requirements.md §2): faces from 非常不滿意 to 非常滿意. A radio group: click a face or use the arrow keys. The chosen face is coloured and the choice is written out below.',
    ),
  },
} satisfies Meta<typeof SatisfactionRating>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = ['非常不滿意', '不滿意', '普通', '滿意', '非常滿意'];

/** Five steps, none chosen yet. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = within(
      canvas.getByRole('group', { name: '您對這次的服務滿意嗎？' }),
    ).getAllByRole('radio');
    await expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(labels);
    await expect(canvas.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('請選擇一個表情');
  },
};

/** Choosing a face selects it and writes the choice out. */
export const Choose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('滿意'));
    await expect(canvas.getByRole('radio', { name: '滿意' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('您的評價：滿意');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '非常滿意' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('您的評價：非常滿意');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

/** The lowest step chosen. */
export const VeryUnsatisfied: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '非常不滿意' })).toBeChecked();
  },
};

/** In the dark theme, 非常滿意 chosen. */
export const Dark: Story = { args: { defaultValue: 5 }, globals: { theme: 'dark' } };
