import styled from 'styled-components';
import { errorMessage } from '@folio/api';
import { Card, fontWeight } from '@folio/ui';
import { usePing } from './hooks';

const StyledPage = styled.section`
  width: min(560px, 100%);
  margin: 0 auto;
  padding: 32px 16px;
`;

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    font-weight: ${fontWeight.bold};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

/** /api-test: calls GET /ping and shows its status and message, otherwise 'Loading...'. */
export default function ApiTestPage() {
  const { data, error } = usePing();
  return (
    <StyledPage aria-labelledby="api-test-title">
      <h1 id="api-test-title">API 測試</h1>
      <Card title="GET /ping" as="section">
        {data ? (
          <StyledList>
            <dt>status</dt>
            <dd>{data.status}</dd>
            <dt>message</dt>
            <dd>{data.message}</dd>
          </StyledList>
        ) : error ? (
          <p role="alert">{errorMessage(error, '無法連線到 API')}</p>
        ) : (
          <p role="status">Loading...</p>
        )}
      </Card>
    </StyledPage>
  );
}
