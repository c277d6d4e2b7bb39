import { Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { Spinner } from '@folio/ui';
import { documentTitle, type AppRoute } from '../routes';

const StyledLoading = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  padding: 64px 16px;
  color: ${({ theme }) => theme.palette.primary};
`;

/** Sets the document title and shows a spinner while the screen's chunk loads. */
export function RoutePage({ route }: { route: AppRoute }) {
  useEffect(() => {
    document.title = documentTitle(route.title);
  }, [route.title]);
  const { Page } = route;
  return (
    <Suspense
      fallback={
        <StyledLoading>
          <Spinner size={40} label="頁面載入中" />
        </StyledLoading>
      }
    >
      <Page route={route} />
    </Suspense>
  );
}
