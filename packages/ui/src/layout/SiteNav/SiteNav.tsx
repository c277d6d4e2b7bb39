import type { ReactNode } from 'react';
import type { ThemeSetting } from '../../theme';
import { ThemeSwitch } from '../ThemeSwitch';
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
  themeMode: ThemeSetting;
  /** Called by the theme switch. */
  onToggleTheme: () => void;
}

/**
 * What the site's app bar offers, stacked for a drawer: the links, the account part and the theme
 * switch. The site's own drawer shows it; a screen with a drawer of its own (the dashboard of
 * `/test`) shows it there instead, so a phone has one menu button (docs/requirements.md §2).
 */
export function SiteNav({ navItems, account, themeMode, onToggleTheme }: SiteNavProps) {
  return (
    <StyledSiteNav aria-label="網站">
      {navItems.map((item) => (
        <StyledSiteNavLink key={item.to} to={item.to}>
          {item.label}
        </StyledSiteNavLink>
      ))}
      <StyledSiteNavAccount>
        {account}
        <ThemeSwitch themeMode={themeMode} onToggle={onToggleTheme} variant="text" />
      </StyledSiteNavAccount>
    </StyledSiteNav>
  );
}
