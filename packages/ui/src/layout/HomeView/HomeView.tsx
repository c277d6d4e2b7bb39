import styled from 'styled-components';
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
  background:
    radial-gradient(
      circle at 20% 20%,
      ${({ theme }) => theme.palette.primarySoft},
      transparent 45%
    ),
    radial-gradient(circle at 80% 80%, ${({ theme }) => theme.palette.surfaceAlt}, transparent 40%);
`;

const StyledHeadline = styled.h1`
  margin: 0 0 ${space(3)};
  font-size: clamp(1.75rem, 5vw, 3.25rem);
  font-weight: ${fontWeight.bold};
  letter-spacing: 0.04em;
`;

const StyledSubline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: clamp(1rem, 2.2vw, 1.25rem);
`;

/** The landing view: a full-height, centred greeting saying the owner is a full-stack web developer. */
export function HomeView({
  headline = '你好，我是一名全端網頁開發工程師',
  subline = 'Hi, I am a full-stack web developer.',
}: HomeViewProps) {
  return (
    <StyledHomeView aria-labelledby="greeting-title" data-folio="home-view">
      <div>
        <StyledHeadline id="greeting-title">{headline}</StyledHeadline>
        <StyledSubline>{subline}</StyledSubline>
      </div>
    </StyledHomeView>
  );
}
