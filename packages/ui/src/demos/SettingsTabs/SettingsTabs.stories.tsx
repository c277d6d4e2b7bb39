import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { SettingsTabs } from './SettingsTabs';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/SettingsTabs',
  component: SettingsTabs,
  tags: ['autodocs'],
  args: { onTabChange: fn() },
  argTypes: {
    defaultTab: {
      control: 'inline-radio',
      options: ['account', 'security', 'notifications', 'billing'],
    },
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The tabs of `/tabs` (docs/requirements.md §2): 我的帳戶, 安全性, 通知, 帳單, each with its panel. WAI-ARIA tabs pattern: the tab list is one tab stop, ← → select the previous or next tab (wrapping), Home and End the first and last, and Tab moves into the panel.',
    ),
  },
} satisfies Meta<typeof SettingsTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 我的帳戶 is selected at first; clicking a tab shows its panel. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(['我的帳戶', '安全性', '通知', '帳單']);
    await expect(canvas.getByRole('tab', { name: '我的帳戶' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: '我的帳戶' })).toHaveTextContent(
      'ming@example.com',
    );

    await userEvent.click(canvas.getByRole('tab', { name: '帳單' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('billing');
    const panel = canvas.getByRole('tabpanel', { name: '帳單' });
    await expect(panel).toHaveTextContent('NT$450');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

/** Keyboard: one tab stop; arrows, Home and End move the selection; Tab enters the panel. */
export const Keyboard: Story = {
  // A keyboard walk: its state is where the focus is, so its docs page shows its first render.
  parameters: { docs: { story: { autoplay: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '我的帳戶' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const security = canvas.getByRole('tab', { name: '安全性' });
    await expect(security).toHaveFocus();
    await expect(security).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '安全性' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '帳單' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: '我的帳戶' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '帳單' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: '帳單' })).toHaveFocus();
  },
};

/** The security tab, with a link to the change-password screen. */
export const Security: Story = {
  args: { defaultTab: 'security' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '變更密碼' })).toHaveAttribute(
      'href',
      pathTo('changePassword'),
    );
  },
};

/** The notifications tab: labelled checkboxes that can be toggled. */
export const Notifications: Story = {
  args: { defaultTab: 'notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const push = canvas.getByRole('checkbox', { name: /推播通知/ });
    await expect(push).not.toBeChecked();
    await userEvent.click(push);
    await expect(push).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Email 通知/ })).toBeChecked();
  },
};

/** The billing tab. */
export const Billing: Story = { args: { defaultTab: 'billing' } };

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultTab: 'notifications' } };
