import type { ReactNode } from 'react';
import { Drawer } from '../../primitives';
import type { ThemeMode } from '../../theme';
import { SiteNav, type NavItem } from '../SiteNav';

interface AppShellDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  navItems: NavItem[];
  account?: ReactNode;
  themeMode: ThemeMode;
  onToggleTheme: () => void;
}

/**
 * The app bar's drawer below md: the site navigation, the account part and the theme switch.
 * Its own module so that `AppShell` loads it on demand (docs/adr/0013-fast-as-shipped.md): no one
 * sees it before the menu button is pressed, so it stays out of every screen's first download.
 */
export default function AppShellDrawer({ open, onClose, title, ...nav }: AppShellDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title={title}>
      <SiteNav {...nav} />
    </Drawer>
  );
}
