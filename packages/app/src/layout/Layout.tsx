import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import {
  AppBarAccountLink,
  AppBarLink,
  AppShell,
  Button,
  SiteNav,
  type NavItem,
  type ThemeSetting,
} from '@folio/ui';
import { useSession } from '../session/SessionProvider';
import { CartLink } from './CartLink';
import { SiteNavContext } from './siteNav';

const navItems: NavItem[] = [
  { to: pathTo('events'), label: '活動' },
  { to: pathTo('storefront'), label: '商店' },
  { to: pathTo('resume'), label: '履歷' },
];

interface LayoutProps {
  /** `'system'` in a drawing made before any script runs (prerender/drawScreen.tsx). */
  themeMode: ThemeSetting;
  onToggleTheme: () => void;
}

/**
 * The frame around every route: navigation, and the login link or the member's name and logout.
 * A screen with a drawer of its own takes the navigation into it (`useSiteNavInScreen`).
 */
export function Layout({ themeMode, onToggleTheme }: LayoutProps) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [shownByScreen, setShownByScreen] = useState(false);
  const account = user ? (
    <>
      <CartLink />
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
    <>
      <CartLink />
      <AppBarLink to={pathTo('loginMember')}>登入</AppBarLink>
    </>
  );
  const siteNav = (
    <SiteNav
      navItems={navItems}
      account={account}
      themeMode={themeMode}
      onToggleTheme={onToggleTheme}
    />
  );
  return (
    <AppShell
      navItems={navItems}
      themeMode={themeMode}
      onToggleTheme={onToggleTheme}
      account={account}
      menuButton={!shownByScreen}
    >
      <SiteNavContext.Provider value={{ siteNav, setShownByScreen }}>
        <Outlet />
      </SiteNavContext.Provider>
    </AppShell>
  );
}
