import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '@folio/rules';
import { ScreenLoadError, Spinner } from '@folio/ui';
import type { AppRoute } from '../routes';
import { FormPage, WideFormPage } from '../layout/frames';
import { loginThenBackTo } from '../session/returnTo';
import { useSession } from '../session/SessionProvider';
import { documentTitle } from './page';
import { LoadBoundary } from './LoadBoundary';

/** Where a screen's spinner, or its load's failure, stands until the screen is there. */
const StyledLoading = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  padding: 64px 16px;
  text-align: center;
  color: ${({ theme }) => theme.palette.primary};
  h1 {
    color: ${({ theme }) => theme.palette.text};
  }
`;

const frames = { form: FormPage, wide: WideFormPage };

/**
 * One route of the table: sets the document title, applies the route's guard, and shows a
 * spinner while the screen's chunk loads (and 重試 if it cannot, ScreenSuspense).
 */
export function RoutePage({ route }: { route: AppRoute }) {
  const { user } = useSession();
  useEffect(() => {
    document.title = documentTitle(route.title);
  }, [route.title]);
  if (route.memberOnly && !user) {
    const Frame = frames[route.memberOnly.frame];
    return (
      <Frame>
        <MemberOnlyNotice heading={route.memberOnly.heading} />
      </Frame>
    );
  }
  // Keyed: another route is another screen, with a load (and a failure) of its own.
  return <ScreenSuspense key={route.path}>{route.screen.render(route.title)}</ScreenSuspense>;
}

/**
 * A lazily loaded screen, with a spinner while its chunk loads; a chunk that cannot load
 * (offline) says so with 重試 in the screen's place, inside the site's layout.
 */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary
      fallback={(retry) => (
        <StyledLoading>
          <ScreenLoadError onRetry={retry} />
        </StyledLoading>
      )}
    >
      <Suspense
        fallback={
          <StyledLoading>
            <Spinner size={40} label="頁面載入中" />
          </StyledLoading>
        }
      >
        {children}
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * What a member-only route (routes.ts, `memberOnly`) shows a visitor with no session, before they
 * type anything: the screen needs a member login, with a link that logs in and comes back here. A
 * session that expires later still gets the 401 rule of docs/requirements.md §8 from the API
 * client.
 */
function MemberOnlyNotice({ heading }: { heading: string }) {
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
