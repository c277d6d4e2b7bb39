import { Suspense, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@folio/ui';
import type { AppRoute } from '../routes';
import { MemberOnlyNotice } from './MemberOnly';
import { documentTitle } from './page';
import { FormPage, WideFormPage } from './PageFrame';
import { useSession } from './SessionProvider';

const StyledLoading = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  padding: 64px 16px;
  color: ${({ theme }) => theme.palette.primary};
`;

const frames = { form: FormPage, wide: WideFormPage };

/**
 * One route of the table: sets the document title, applies the route's guard, and shows a
 * spinner while the screen's chunk loads.
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
  return <ScreenSuspense>{route.screen.render(route.title)}</ScreenSuspense>;
}

/** A lazily loaded screen, with a spinner while its chunk loads. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <StyledLoading>
          <Spinner size={40} label="頁面載入中" />
        </StyledLoading>
      }
    >
      {children}
    </Suspense>
  );
}
