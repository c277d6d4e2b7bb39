import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginThenBackTo } from './returnTo';
import { useSession } from './SessionProvider';

/**
 * A member screen: a visitor with no session is told before typing anything that the screen needs
 * a member login, with a link that logs in and comes back here. A session that expires later still
 * gets the 401 rule of docs/requirements.md §8 from the API client.
 */
export function MemberOnly({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user) return children;
  return (
    <section aria-labelledby="member-only-title">
      <h1 id="member-only-title">{title}</h1>
      <p role="status">這個頁面需要會員登入。</p>
      <p>
        <Link to={loginThenBackTo(location.pathname + location.search)}>登入會員</Link>
        ，登入後會回到這裡。還沒有帳號？<Link to="/register">註冊</Link>
      </p>
    </section>
  );
}
