import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { desktopModes, mobileModes } from '../../../../../.storybook/modes';
import { HomeView } from '../HomeView';
import { AppShell } from './AppShell';
import { AppBarAccountLink, AppBarLink } from '.';
import { framedDocs } from '../../../../../.storybook/docsFrame';

const navItems = [
  { to: pathTo('events'), label: '活動' },
  { to: pathTo('resume'), label: '履歷' },
];

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  args: {
    navItems,
    themeMode: 'light',
    onToggleTheme: fn(),
    account: <AppBarLink to={pathTo('login')}>登入</AppBarLink>,
    children: <HomeView />,
  },
  parameters: {
    layout: 'fullscreen',
    ...framedDocs(
      "The frame of every screen. From md (960 px) up the navigation sits in the app bar; below it, a menu button opens a drawer that offers what the bar offers: the links, the login link or the member's name and 登出, and the theme switch. The moon/sun button switches between the light and dark themes.",
      '420px',
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screen (lg): navigation in the bar; the theme switch calls `onToggleTheme`. */
export const Desktop: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  parameters: { chromatic: { modes: desktopModes } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    // The bar's own link (the landing in main offers 活動 too).
    const bar = within(canvas.getByRole('banner'));
    await expect(bar.getByRole('link', { name: '活動' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '開啟選單' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '切換為深色主題' }));
    await expect(args.onToggleTheme).toHaveBeenCalledTimes(1);
  },
};

/** Signed in: the member's name replaces the login link; a long name is cut with an ellipsis. */
export const SignedIn: Story = {
  args: {
    account: (
      <AppBarAccountLink to={pathTo('account')} title="王小明的超長暱稱示範帳號">
        王小明的超長暱稱示範帳號
      </AppBarAccountLink>
    ),
  },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('link', { name: '王小明的超長暱稱示範帳號' });
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(40);
  },
};

/** Below md (here xs) the links move into a drawer opened by the menu button, with login and theme. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  parameters: { chromatic: { modes: mobileModes } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The bar shows the menu button instead of the links.
    await expect(
      within(canvas.getByRole('banner')).queryByRole('link', { name: '活動' }),
    ).toBeNull();
    const menu = canvas.getByRole('button', { name: '開啟選單' });
    await expect(menu).toBeVisible();
    await userEvent.click(menu);
    // The drawer's file may still be on its way (AppShell loads it after the first paint).
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Folio',
    });
    await expect(within(drawer).getByRole('link', { name: '登入' })).toHaveAttribute(
      'href',
      pathTo('login'),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: '切換為深色主題' }));
    await expect(args.onToggleTheme).toHaveBeenCalledTimes(1);
    await expect(within(drawer).getByRole('link', { name: '活動' })).toHaveAttribute(
      'href',
      pathTo('events'),
    );
    await userEvent.click(within(drawer).getByRole('link', { name: '活動' }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('dialog[open]')).toBeNull(),
    );
  },
};

/** The dark theme; the switch now offers the light one. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { themeMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '切換為淺色主題' }),
    ).toBeVisible();
  },
};
