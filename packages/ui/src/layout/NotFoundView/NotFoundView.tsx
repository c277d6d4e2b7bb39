import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { space, fontWeight } from '../../theme';

interface NotFoundViewProps {
  /** The path that was asked for. */
  path: string;
}

const StyledNotFoundView = styled.section`
  flex: 1;
  display: grid;
  place-items: center;
  padding: ${space(12)} ${space(6)};
  text-align: center;
`;

const StyledCode = styled.p`
  margin: 0;
  font-size: clamp(4rem, 14vw, 7rem);
  font-weight: ${fontWeight.bold};
  line-height: 1;
  color: ${({ theme }) => theme.palette.primary};
`;

const StyledPath = styled.code`
  padding: ${space(0.5)} ${space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;

const StyledLinks = styled.p`
  display: flex;
  gap: ${space(4)};
  justify-content: center;
  flex-wrap: wrap;
  margin-top: ${space(6)};
  a {
    font-weight: ${fontWeight.bold};
  }
`;

/** The page for an unknown path: says what was not found and offers ways back. */
export function NotFoundView({ path }: NotFoundViewProps) {
  return (
    <StyledNotFoundView aria-labelledby="not-found-title" data-folio="not-found-view">
      <div>
        <StyledCode aria-hidden="true">404</StyledCode>
        <h1 id="not-found-title">找不到這個頁面</h1>
        <p>
          網址 <StyledPath>{path}</StyledPath> 不存在，可能已經移除或輸入有誤。
        </p>
        <StyledLinks>
          <Link to={pathTo('home')}>回到首頁</Link>
          <Link to={pathTo('resume')}>瀏覽作品集</Link>
          <Link to={pathTo('events')}>查看活動</Link>
        </StyledLinks>
      </div>
    </StyledNotFoundView>
  );
}
