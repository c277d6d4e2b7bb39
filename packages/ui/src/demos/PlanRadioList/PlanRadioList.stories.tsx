import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { PlanRadioList } from './PlanRadioList';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/PlanRadioList',
  component: PlanRadioList,
  tags: ['autodocs'],
  args: { onChange: fn() },
  parameters: {
    route: pathTo('planRadioList'),
    ...playedDocs(
      'The plan list of /radio-groups (docs/requirements.md §2): a radio group of hobby, professional, enterprise and custom at $150, $450 and $1,500 a month; hobby is chosen at first and custom says to contact the provider. Arrow keys move the choice.',
    ),
  },
} satisfies Meta<typeof PlanRadioList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four plans, hobby chosen. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole('group', { name: '選擇方案' }));
    const radios = group.getAllByRole('radio');
    await expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual([
      'hobby',
      'professional',
      'enterprise',
      'custom',
    ]);
    await expect(radios[0]).toBeChecked();
    const text = radios.map((r) => r.closest('label')?.textContent);
    await expect(text[0]).toContain('$150 / 月');
    await expect(text[1]).toContain('$450 / 月');
    await expect(text[2]).toContain('$1,500 / 月');
    await expect(text[3]).toContain('請與我們聯絡');
  },
};

/** Choosing another plan; the arrow keys move the choice too. */
export const Choose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /專業/ }));
    await expect(canvas.getByRole('radio', { name: /專業/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('professional');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /企業/ })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('已選擇：企業');
  },
};

/** The custom plan: no price, contact the provider. */
export const Custom: Story = {
  args: { defaultValue: 'custom' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '已選擇：客製，請與我們聯絡洽詢價格。',
    );
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
