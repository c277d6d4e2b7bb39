import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '@folio/rules';
import { space, fontWeight } from '../../theme';

interface HomeViewProps {
  /** The greeting line. @default '你好，我是一名全端網頁開發工程師' */
  headline?: string;
  /** A smaller line under it. @default 'Hi, I am a full-stack web developer.' */
  subline?: string;
}

const StyledHomeView = styled.section`
  flex: 1;
  min-height: calc(100vh - ${({ theme }) => theme.appBarHeight}px);
  display: grid;
  place-items: center;
  padding: ${space(6)};
  text-align: center;
  background: ${({ theme: { palette: p } }) =>
    `radial-gradient(circle at 20% 20%, ${p.primarySoft}, transparent 45%), radial-gradient(circle at 80% 80%, ${p.surfaceAlt}, transparent 40%)`};
`;

const StyledHeadline = styled.h1`
  margin: 0 0 ${space(3)};
  font-size: clamp(1.75rem, 5vw, 3.25rem);
  font-weight: ${fontWeight.bold};
  letter-spacing: 0.04em;
`;

const StyledSubline = styled.p`
  margin: 0 0 ${space(2)};
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: clamp(1rem, 2.2vw, 1.25rem);
`;

/**
 * The landing view: a full-height, centred greeting saying the owner is a full-stack web
 * developer, and the next steps under it (the events, the resume), on a phone too.
 */
export function HomeView({
  headline = '你好，我是一名全端網頁開發工程師',
  subline = 'Hi, I am a full-stack web developer.',
}: HomeViewProps) {
  return (
    <StyledHomeView aria-labelledby="greeting-title" data-folio="home-view">
      <div>
        <StyledHeadline id="greeting-title">{headline}</StyledHeadline>
        <StyledSubline>{subline}</StyledSubline>
        {/* The next steps, here for a phone too (its app bar keeps the links behind the menu). */}
        <StyledSubline>
          看看<Link to={pathTo('events')}>活動</Link>或<Link to={pathTo('resume')}>履歷</Link>
        </StyledSubline>
      </div>
    </StyledHomeView>
  );
}
