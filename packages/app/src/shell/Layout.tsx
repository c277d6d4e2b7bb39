import { Outlet } from 'react-router-dom';
import { AppBarLink, AppShell, type NavItem, type ThemeMode } from '@folio/ui';

const navItems: NavItem[] = [
  { to: '/events', label: '活動' },
  { to: '/resume', label: '履歷' },
];

export interface LayoutProps {
  themeMode: ThemeMode;
  onToggleTheme: () => void;
}

/** The frame around every route. */
export function Layout({ themeMode, onToggleTheme }: LayoutProps) {
  return (
    <AppShell
      navItems={navItems}
      themeMode={themeMode}
      onToggleTheme={onToggleTheme}
      account={<AppBarLink to="/login-new">登入</AppBarLink>}
    >
      <Outlet />
    </AppShell>
  );
}
