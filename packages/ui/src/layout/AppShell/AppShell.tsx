import { useState, type ReactNode } from 'react';
import { AppBar, Drawer, IconButton, MenuIcon, MoonIcon, SunIcon } from '../../primitives';
import type { ThemeMode } from '../../theme';
import {
  StyledBrandLink,
  StyledDesktopNav,
  StyledDrawerLink,
  StyledLogo,
  StyledMain,
  StyledMenuSlot,
  StyledNavLink,
  StyledSkipLink,
} from './AppShell.styles';

export interface NavItem {
  /** Where the link goes. */
  to: string;
  /** The visible label. */
  label: string;
}

export interface AppShellProps {
  /** The site name shown in the app bar. @default 'Folio' */
  siteName?: string;
  /** Main navigation: in the app bar from lg (1280 px) up, in a drawer below. */
  navItems: NavItem[];
  /** After the navigation: the login link or the signed-in user's menu. */
  account?: ReactNode;
  /** The current theme; the switch shows the other one. */
  themeMode: ThemeMode;
  /** Called by the theme switch. */
  onToggleTheme: () => void;
  /** The screen. */
  children: ReactNode;
}

/**
 * The frame of every screen: a skip link, the 64 px app bar with the site name and navigation,
 * a drawer for the navigation below lg, the light/dark switch, and the `<main>` region.
 */
export function AppShell({
  siteName = 'Folio',
  navItems,
  account,
  themeMode,
  onToggleTheme,
  children,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const nextMode = themeMode === 'dark' ? '淺色' : '深色';
  return (
    <>
      <StyledSkipLink href="#main">跳到主要內容</StyledSkipLink>
      <AppBar
        start={
          <StyledMenuSlot>
            <IconButton
              label="開啟選單"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          </StyledMenuSlot>
        }
        brand={
          <StyledBrandLink to="/">
            <StyledLogo aria-hidden="true">F</StyledLogo>
            {siteName}
          </StyledBrandLink>
        }
        end={
          <>
            {account}
            <IconButton label={`切換為${nextMode}主題`} onClick={onToggleTheme}>
              {themeMode === 'dark' ? <SunIcon /> : <MoonIcon />}
            </IconButton>
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
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={siteName}>
        {navItems.map((item) => (
          <StyledDrawerLink key={item.to} to={item.to}>
            {item.label}
          </StyledDrawerLink>
        ))}
      </Drawer>
      <StyledMain id="main" tabIndex={-1}>
        {children}
      </StyledMain>
    </>
  );
}
