import { Outlet, useNavigate } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import {
  AppBarAccountLink,
  AppBarLink,
  AppShell,
  Button,
  type NavItem,
  type ThemeMode,
} from '@folio/ui';
import { useSession } from './SessionProvider';

const navItems: NavItem[] = [
  { to: pathTo('events'), label: '活動' },
  { to: pathTo('resume'), label: '履歷' },
];

export interface LayoutProps {
  themeMode: ThemeMode;
  onToggleTheme: () => void;
}

/** The frame around every route: navigation, and the login link or the member's name and logout. */
export function Layout({ themeMode, onToggleTheme }: LayoutProps) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const account = user ? (
    <>
      <AppBarAccountLink to={pathTo('account')} title={`${user.name}（個人資料）`}>
        {user.name}
      </AppBarAccountLink>
      <Button
        variant="text"
        size="small"
        onClick={async () => {
          await signOut();
          navigate(pathTo('login'));
        }}
      >
        登出
      </Button>
    </>
  ) : (
    <AppBarLink to={pathTo('memberLogin')}>登入</AppBarLink>
  );
  return (
    <AppShell
      navItems={navItems}
      themeMode={themeMode}
      onToggleTheme={onToggleTheme}
      account={account}
    >
      <Outlet />
    </AppShell>
  );
}
