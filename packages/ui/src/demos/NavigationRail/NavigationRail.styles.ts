import styled from 'styled-components';
import { fontSize, media, space, fontWeight } from '../../theme';
import { demoPage } from '../common/demoPage';
import { ghostButton } from '../../theme/buttons';
import { row } from '../../theme/layout';

const railWidth = 64;
const railExpandedWidth = 240;

export const StyledRailDemo = styled.section`
  ${demoPage(960)}
`;

export const StyledRailFrame = styled.div`
  position: relative;
  min-height: 440px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.background};
  overflow: hidden;
`;

export const StyledRail = styled.nav<{ $expanded: boolean }>`
  position: absolute;
  z-index: 1;
  top: 0;
  bottom: 0;
  left: 0;
  width: ${({ $expanded }) => ($expanded ? railExpandedWidth : railWidth)}px;
  overflow: hidden;
  background: ${({ theme }) => theme.palette.surface};
  border-right: 1px solid ${({ theme }) => theme.palette.border};
  box-shadow: ${({ theme, $expanded }) => ($expanded ? theme.shadow.lg : 'none')};
  transition:
    width 0.2s ease,
    box-shadow 0.2s ease;
`;

export const StyledRailProfile = styled.div`
  ${row(3)}
  padding: ${space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  white-space: nowrap;
`;

export const StyledAvatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  font-weight: ${fontWeight.bold};
`;

export const StyledFadingLabel = styled.span<{ $expanded: boolean }>`
  opacity: ${({ $expanded }) => ($expanded ? 1 : 0)};
  transition: opacity 0.15s ease;
  white-space: nowrap;
  small {
    display: block;
    font-size: ${fontSize.xs};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledRailList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${space(2)};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(1)};
`;

export const StyledRailButton = styled.button`
  ${row(4)}
  width: 100%;
  min-height: 44px;
  padding: 0 ${space(3)};
  overflow: hidden;
  ${ghostButton}
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.palette.primarySoft};
    color: ${({ theme }) => theme.palette.primary};
    font-weight: ${fontWeight.bold};
  }
  svg {
    flex: none;
    width: 24px;
    height: 24px;
  }
`;

export const StyledRailContent = styled.div`
  margin-left: ${railWidth}px;
  padding: ${space(6)};
  /* Zoomed in (188 CSS px): the text beside the rail keeps a few characters a line. */
  ${media.narrow} {
    padding: ${space(3)};
  }
  h2 {
    font-size: ${fontSize['3xl']};
  }
  p {
    color: ${({ theme }) => theme.palette.textMuted};
    max-width: 560px;
  }
`;
