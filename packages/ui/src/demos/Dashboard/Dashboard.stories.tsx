import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { desktopModes, mobileModes } from '../../../../../.storybook/modes';
import { AppBarLink, SiteNav } from '../../layout';
import { Dashboard } from './Dashboard';

const meta = {
  title: 'Demos/Dashboard',
  component: Dashboard,
  tags: ['autodocs'],
  args: { onNavigate: fn(), onSearchUsers: fn(), onProjectAction: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The dashboard placeholder of `/test`, where `/login` lands (docs/requirements.md §2). English labels, all data hard-coded. A top bar with Dashboard, Users (Create New and Search by name/email/phone), Calendar and Analytics; below lg (1280 px) the same items live in the mobile drawer. Sales Overview percentages use the fixed denominators 7000, 3000 and 2000 (`percentOf`, unit-tested). Project Management lists statuses Complete, In progress and Archived with Edit project, Delete project and View project; then Issue Tracking and the Analytics Overview table, whose statuses use the theme colours Completed → success, On Going → warning, Failed → error.',
      },
      story: { inline: false, height: '900px' },
    },
  },
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole placeholder at desktop width. Sales cards show 75 %, 66 % and 62 %. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['75', '66', '62']);
    await expect(canvas.getByText('of 7,000')).toBeVisible();
    await expect(canvas.getByText('of 3,000')).toBeVisible();
    await expect(canvas.getByText('of 2,000')).toBeVisible();
    for (const name of [
      'Sales Overview',
      'Project Management',
      'Issue Tracking',
      'Analytics Overview',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
  },
};

/** Top bar: Users opens Create New and the search; Escape closes it; Calendar navigates. */
export const TopBarUsersMenu: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  parameters: { chromatic: { modes: desktopModes } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    await expect(within(nav).getByRole('button', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const users = within(nav).getByRole('button', { name: 'Users' });
    await userEvent.click(users);
    await expect(users).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(nav).getByRole('button', { name: 'Create New' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('create-user');
    await expect(users).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(users);
    const search = within(nav).getByRole('searchbox', { name: 'Search by name/email/phone' });
    await userEvent.type(search, 'amy@example.com{Enter}');
    await expect(args.onSearchUsers).toHaveBeenCalledWith('amy@example.com');

    await userEvent.click(users);
    await userEvent.keyboard('{Escape}');
    await expect(users).toHaveAttribute('aria-expanded', 'false');
    await expect(users).toHaveFocus();

    await userEvent.click(within(nav).getByRole('button', { name: 'Calendar' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('calendar');
    await expect(within(nav).getByRole('button', { name: 'Calendar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Each project has Edit project, Delete project and View project; statuses are labelled. */
export const ProjectActions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of ['Complete', 'In progress', 'Archived']) {
      await expect(canvas.getAllByText(status).length).toBeGreaterThan(0);
    }
    const trigger = canvas.getByRole('button', { name: 'Actions for Mobile App Launch' });
    await userEvent.click(trigger);
    const items = ['Edit project', 'Delete project', 'View project'];
    for (const name of items) await expect(canvas.getByRole('button', { name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete project' }));
    await expect(args.onProjectAction).toHaveBeenCalledWith(
      'delete',
      expect.objectContaining({ name: 'Mobile App Launch', status: 'In progress' }),
    );
    await expect(canvas.queryByRole('button', { name: 'Delete project' })).not.toBeInTheDocument();
    // A click outside closes an open menu.
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The analytics statuses use the theme's success, warning and error colours. */
export const AnalyticsStatusColours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const bg = (text: string) =>
      getComputedStyle(within(table).getAllByText(text)[0] as HTMLElement).backgroundColor;
    // lightTheme.palette: success #1e7a3a, warning #8a5a00, error #b42318.
    await expect(bg('Completed')).toBe('rgb(30, 122, 58)');
    await expect(bg('On Going')).toBe('rgb(138, 90, 0)');
    await expect(bg('Failed')).toBe('rgb(180, 35, 24)');
  },
};

/** On a phone (375 px) the top-bar items move into the drawer (the Drawer primitive). */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  parameters: { chromatic: { modes: mobileModes } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Users' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = body.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Dashboard', 'Create New', 'Calendar', 'Analytics']) {
      await expect(within(drawer).getByRole('button', { name })).toBeVisible();
    }
    await expect(
      within(drawer).getByRole('searchbox', { name: 'Search by name/email/phone' }),
    ).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Analytics' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('analytics');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // The analytics table is wider than the phone: a visible hint says so, and the region scrolls by keyboard.
    const region = canvas.getByRole('region', { name: 'Analytics Overview table' });
    await expect(canvas.getByText('左右滑動查看更多')).toBeVisible();
    await expect(region).toHaveAccessibleDescription('左右滑動查看更多');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // Focusable, so the browser's arrow keys scroll it (synthetic key events do not scroll).
    region.focus();
    await expect(region).toHaveFocus();
  },
};

/**
 * In the app (`/test`) the drawer also holds the site's navigation (`SiteNav`: links, login, theme),
 * and the site bar drops its own menu button: a phone has one menu control (docs/requirements.md §2).
 */
export const MobileDrawerWithSiteNav: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  parameters: { chromatic: { modes: mobileModes } },
  args: {
    defaultDrawerOpen: true,
    siteNav: (
      <SiteNav
        navItems={[
          { to: pathTo('events'), label: '活動' },
          { to: pathTo('resume'), label: '履歷' },
        ]}
        account={<AppBarLink to={pathTo('loginMember')}>登入</AppBarLink>}
        themeMode="light"
        onToggleTheme={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    // The dashboard's entries first, then the site's under its own heading.
    await expect(within(drawer).getByRole('button', { name: 'Analytics' })).toBeVisible();
    const site = within(drawer).getByRole('region', { name: 'Folio' });
    const links = within(site).getAllByRole('link');
    await expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['活動', pathTo('events')],
      ['履歷', pathTo('resume')],
      ['登入', pathTo('loginMember')],
    ]);
    await expect(within(site).getByRole('button', { name: '切換為深色主題' })).toBeVisible();
    // A site link closes the drawer (the app then shows another screen).
    await userEvent.click(within(site).getByRole('link', { name: '活動' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** At 1280 px (lg) the items sit in the top bar and the menu button is gone. */
export const Desktop: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  parameters: { chromatic: { modes: desktopModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    // The whole table fits: no scroll hint.
    await expect(canvas.getByText('左右滑動查看更多')).not.toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dashboard', 'Users', 'Calendar', 'Analytics']);
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
