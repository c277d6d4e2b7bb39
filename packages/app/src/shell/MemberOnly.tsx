import { Link, useLocation } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { loginThenBackTo } from './returnTo';

/**
 * What a member-only route (routes.ts, `memberOnly`) shows a visitor with no session, before they
 * type anything: the screen needs a member login, with a link that logs in and comes back here. A
 * session that expires later still gets the 401 rule of docs/requirements.md §8 from the API
 * client.
 */
export function MemberOnlyNotice({ heading }: { heading: string }) {
  const location = useLocation();
  return (
    <section aria-labelledby="member-only-title">
      <h1 id="member-only-title">{heading}</h1>
      <p role="status">這個頁面需要會員登入。</p>
      <p>
        <Link to={loginThenBackTo(location.pathname + location.search)}>登入會員</Link>
        ，登入後會回到這裡。還沒有帳號？<Link to={pathTo('register')}>註冊</Link>
      </p>
    </section>
  );
}
