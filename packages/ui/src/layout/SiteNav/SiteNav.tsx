import type { ReactNode } from 'react';
import { Button, MoonIcon, SunIcon } from '../../primitives';
import type { ThemeMode } from '../../theme';
import { StyledSiteNav, StyledSiteNavAccount, StyledSiteNavLink } from './SiteNav.styles';

export interface NavItem {
  /** Where the link goes. */
  to: string;
  /** The visible label. */
  label: string;
}

interface SiteNavProps {
  /** The site's links. */
  navItems: NavItem[];
  /** The login link or the signed-in member's name and logout. */
  account?: ReactNode;
  /** The current theme; the switch offers the other one. */
  themeMode: ThemeMode;
  /** Called by the theme switch. */
  onToggleTheme: () => void;
}

/**
 * What the site's app bar offers, stacked for a drawer: the links, the account part and the theme
 * switch. The site's own drawer shows it; a screen with a drawer of its own (the dashboard of
 * `/test`) shows it there instead, so a phone has one menu button (docs/requirements.md §2).
 */
export function SiteNav({ navItems, account, themeMode, onToggleTheme }: SiteNavProps) {
  const nextMode = themeMode === 'dark' ? '淺色' : '深色';
  return (
    <StyledSiteNav aria-label="網站">
      {navItems.map((item) => (
        <StyledSiteNavLink key={item.to} to={item.to}>
          {item.label}
        </StyledSiteNavLink>
      ))}
      <StyledSiteNavAccount>
        {account}
        <Button variant="text" onClick={onToggleTheme}>
          {themeMode === 'dark' ? <SunIcon /> : <MoonIcon />}
          切換為{nextMode}主題
        </Button>
      </StyledSiteNavAccount>
    </StyledSiteNav>
  );
}
