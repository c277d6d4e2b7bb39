import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavigationRail } from './NavigationRail';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/NavigationRail',
  component: NavigationRail,
  tags: ['autodocs'],
  args: { onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The navigation drawer of `/navi-drawer` (docs/requirements.md §2): a 64 px rail of icons that widens to 240 px over the content, showing the labels, while the pointer is over it — and also while keyboard focus is inside it, so keyboard users get the same. The labels stay in the accessibility tree when collapsed, so every button keeps its name. The current destination carries `aria-current="page"`.',
    ),
  },
} satisfies Meta<typeof NavigationRail>;
export default meta;
type Story = StoryObj<typeof meta>;

const rail = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: '側邊導覽' });

/** Collapsed at first; hovering expands it, leaving collapses it; a click picks a destination. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = rail(canvasElement);
    await expect(nav).toHaveAttribute('data-expanded', 'false');
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(64));

    await userEvent.hover(nav);
    await expect(nav).toHaveAttribute('data-expanded', 'true');
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(240));

    await userEvent.click(within(nav).getByRole('button', { name: '設定' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('settings');
    await expect(within(nav).getByRole('button', { name: '設定' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      '設定',
    );

    // The clicked button keeps focus, but a mouse click does not hold the rail open.
    await userEvent.unhover(nav);
    await waitFor(() => expect(nav).toHaveAttribute('data-expanded', 'false'));
  },
};

/** On a phone a tap picks a destination and the rail stays collapsed (no hover to end). */
export const TouchTap: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  // Docs pages draw it in its own 375 px frame (.storybook/docsFrame.ts), so the phone layout shows.
  parameters: { docs: { story: { inline: false, height: '600px' } } },
  play: async ({ args, canvasElement }) => {
    const nav = rail(canvasElement);
    const users = within(nav).getByRole('button', { name: '使用者' });
    await userEvent.pointer({ keys: '[TouchA]', target: users });
    await expect(args.onNavigate).toHaveBeenCalledWith('users');
    await expect(users).toHaveAttribute('aria-current', 'page');
    await expect(nav).toHaveAttribute('data-expanded', 'false');
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(64));
  },
};

/** Keyboard focus inside the rail expands it too; tabbing out collapses it. */
export const KeyboardFocus: Story = {
  // A keyboard walk: its state is where the focus is, so its docs page shows its first render.
  parameters: { docs: { story: { autoplay: false } } },
  play: async ({ canvasElement }) => {
    const nav = rail(canvasElement);
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: '首頁' })).toHaveFocus();
    await expect(nav).toHaveAttribute('data-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByRole('button', { name: '我的帳戶' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(nav).toHaveAttribute('data-expanded', 'false');
  },
};

/** Collapsed, the icons still have names: the four destinations. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const names = within(rail(canvasElement))
      .getAllByRole('button')
      .map((b) => b.textContent);
    await expect(names).toEqual(['首頁', '我的帳戶', '使用者', '設定']);
  },
};

/** Held open, as it looks while hovered. */
export const Expanded: Story = { args: { expanded: true, defaultItem: 'users' } };

/** In the dark theme, held open. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { expanded: true } };
