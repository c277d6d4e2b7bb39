import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { PricingSections } from './PricingSections';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/PricingSections',
  component: PricingSections,
  tags: ['autodocs'],
  args: { onSelect: fn() },
  parameters: {
    route: pathTo('pricingSections'),
    ...playedDocs(
      'The pricing section of /pricing-sections (docs/requirements.md §2, §9): 基本 $250, 進階 $900 and 成長 $1,800 a month. The 年繳 switch shows the monthly average when paying yearly: $200, $720 and $1,440. Three columns from the md breakpoint (960 px), stacked below.',
    ),
  },
} satisfies Meta<typeof PricingSections>;
export default meta;
type Story = StoryObj<typeof meta>;

const prices = (canvasElement: HTMLElement) =>
  ['basic', 'advanced', 'growth'].map(
    (plan) =>
      within(canvasElement).getByTestId(`price-${plan}`).querySelector('strong')?.textContent,
  );

/** Monthly prices: 250, 900, 1800. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: '年繳' })).not.toBeChecked();
    await expect(prices(canvasElement)).toEqual(['$250', '$900', '$1,800']);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '基本',
      '進階',
      '成長',
    ]);
  },
};

/** The switch flips to annual billing: monthly averages 200, 720, 1440; and back. */
export const AnnualSwitch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const annual = canvas.getByRole('switch', { name: '年繳' });
    await userEvent.click(annual);
    await expect(annual).toBeChecked();
    await expect(prices(canvasElement)).toEqual(['$200', '$720', '$1,440']);
    await expect(canvas.getByText('年繳每月平均，每年 $2,400')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '選擇進階方案' }));
    await expect(args.onSelect).toHaveBeenCalledWith('advanced', 'annual');
    annual.focus();
    await userEvent.keyboard(' ');
    await expect(annual).not.toBeChecked();
    await expect(prices(canvasElement)).toEqual(['$250', '$900', '$1,800']);
  },
};

/** Annual billing shown at first. */
export const Annual: Story = {
  args: { defaultBilling: 'annual' },
  play: async ({ canvasElement }) => {
    await expect(prices(canvasElement)).toEqual(['$200', '$720', '$1,440']);
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
