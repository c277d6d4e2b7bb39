import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { AppBar, IconButton, MenuIcon } from '../../primitives';
import type { Drawer as DrawerComponent } from '../../primitives/Drawer';
import type { ThemeSetting } from '../../theme';
import { SiteNav, type NavItem } from '../SiteNav';
import { ThemeSwitch } from '../ThemeSwitch';
import {
  StyledBarAccount,
  StyledBrandLink,
  StyledDesktopNav,
  StyledLogo,
  StyledMain,
  StyledMenuSlot,
  StyledNavLink,
  StyledSiteName,
  StyledSkipLink,
} from './AppShell.styles';

type DrawerType = ComponentType<Parameters<typeof DrawerComponent>[0]>;

/**
 * The drawer is a file of its own, asked for once the bar is drawn (and again by the menu button
 * if that failed): no visitor needs it for the first paint, and the landing route's entry stays
 * within its budget (docs/architecture.md §6).
 */
const loadDrawer = () => import('../../primitives/Drawer').then(({ Drawer }): DrawerType => Drawer);

interface AppShellProps {
  /** The site name shown in the app bar. @default 'Folio' */
  siteName?: string;
  /** Main navigation: in the app bar from md (960 px) up, in a drawer below. */
  navItems: NavItem[];
  /** After the navigation: the login link or the signed-in user's menu (also in the drawer). */
  account?: ReactNode;
  /** The current theme; the switch shows the other one. */
  themeMode: ThemeSetting;
  /** Called by the theme switch. */
  onToggleTheme: () => void;
  /**
   * Whether the bar has the menu button and drawer below md. A screen with a drawer of its own
   * (the dashboard of `/test`) turns it off and shows the `SiteNav` in its drawer instead, so the
   * phone has one menu button (docs/requirements.md §2). @default true
   */
  menuButton?: boolean;
  /** The screen. */
  children: ReactNode;
}

/**
 * The frame of every screen: a skip link, the 64 px app bar with the site name and navigation,
 * a drawer below md with the navigation, the account part and the theme switch (what the bar
 * offers), the light/dark switch, and the `<main>` region. Below 360 CSS px (a phone zoomed to
 * 200 % is about 188) the bar keeps the menu button, the logo and the theme switch; the account
 * part is in the drawer only, and the site name is read but not shown.
 */
export function AppShell({
  siteName = 'Folio',
  navItems,
  account,
  themeMode,
  onToggleTheme,
  menuButton = true,
  children,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [Drawer, setDrawer] = useState<DrawerType | null>(null);
  const fetchDrawer = () =>
    loadDrawer().then(
      (loaded) => setDrawer(() => loaded),
      // Offline: the menu button asks again.
      () => undefined,
    );
  useEffect(() => void fetchDrawer(), []);
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (pathname !== drawerPath) {
    // Any move to another screen (a link, logging out) closes the drawer.
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }
  return (
    <>
      <StyledSkipLink href="#main">跳到主要內容</StyledSkipLink>
      <AppBar
        start={
          menuButton && (
            <StyledMenuSlot>
              <IconButton
                label="開啟選單"
                aria-expanded={drawerOpen}
                onClick={() => {
                  if (!Drawer) void fetchDrawer();
                  setDrawerOpen(true);
                }}
              >
                <MenuIcon />
              </IconButton>
            </StyledMenuSlot>
          )
        }
        brand={
          <StyledBrandLink to={pathTo('home')}>
            <StyledLogo aria-hidden="true">F</StyledLogo>
            <StyledSiteName>{siteName}</StyledSiteName>
          </StyledBrandLink>
        }
        end={
          <>
            {account && <StyledBarAccount>{account}</StyledBarAccount>}
            <ThemeSwitch themeMode={themeMode} onToggle={onToggleTheme} />
          </>
        }
      >
        <StyledDesktopNav>
          {navItems.map((item) => (
            <StyledNavLink key={item.to} to={item.to}>
              {item.label}
            </StyledNavLink>
          ))}
        </StyledDesktopNav>
      </AppBar>
      {Drawer && (
        <Drawer
          open={menuButton && drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={siteName}
        >
          <SiteNav
            navItems={navItems}
            account={account}
            themeMode={themeMode}
            onToggleTheme={onToggleTheme}
          />
        </Drawer>
      )}
      <StyledMain id="main" tabIndex={-1}>
        {children}
      </StyledMain>
    </>
  );
}
