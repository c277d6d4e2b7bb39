import type { ReactNode } from 'react';
import { StyledAppBar, StyledBrand, StyledEnd, StyledNav } from './AppBar.styles';

interface AppBarProps {
  /** The site name, usually a link home. */
  brand: ReactNode;
  /** Before the brand, e.g. the button that opens the drawer on small screens. */
  start?: ReactNode;
  /** Navigation links, placed in a `<nav>` named by `navLabel`. */
  children?: ReactNode;
  /** Accessible name of the navigation region. @default '主要導覽' */
  navLabel?: string;
  /** After the navigation, e.g. the theme switch or the user menu. */
  end?: ReactNode;
}

/** The 64 px bar at the top of every screen (docs/requirements.md §9), sticky while the page scrolls. */
export function AppBar({ brand, start, children, navLabel = '主要導覽', end }: AppBarProps) {
  return (
    <StyledAppBar data-folio="app-bar">
      {start}
      <StyledBrand>{brand}</StyledBrand>
      <StyledNav aria-label={navLabel}>{children}</StyledNav>
      {end && <StyledEnd>{end}</StyledEnd>}
    </StyledAppBar>
  );
}
