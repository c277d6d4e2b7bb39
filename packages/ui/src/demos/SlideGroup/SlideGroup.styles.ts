import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';

export const StyledSlideGroup = styled.section`
  width: 100%;
  max-width: 800px;
  padding: ${space(5)} ${space(3)};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  ${cardSurface('sm')}

  h2 {
    margin: 0 ${space(2)};
    font-size: ${fontSize['2xl']};
  }
`;

export const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(1)};

  > button:disabled {
    opacity: 0.35;
    cursor: default;
  }
`;

export const StyledViewport = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  scroll-behavior: smooth;
  scrollbar-width: none;
  scroll-snap-type: x proximity;
  /* Matches the list's side padding, so the first option snaps to scrollLeft 0. */
  scroll-padding-inline: 4px;
  &::-webkit-scrollbar {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

export const StyledList = styled.ul`
  display: flex;
  gap: ${space(3)};
  margin: 0;
  padding: ${space(1.5)} ${space(1)};
  list-style: none;
  width: max-content;
`;

export const StyledOption = styled.button`
  width: 112px;
  height: 96px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  padding: ${space(2)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  color: ${({ theme }) => theme.palette.text};
  font-weight: ${fontWeight.bold};
  cursor: pointer;
  scroll-snap-align: start;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  span[data-part='number'] {
    font-size: ${fontSize['4xl']};
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
  &:hover {
    border-color: ${({ theme }) => theme.palette.primary};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.palette.primary};
    border-color: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.onPrimary};
  }
`;

export const StyledSelection = styled.p`
  margin: 0 ${space(2)};
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${fontSize.md};

  strong {
    color: ${({ theme }) => theme.palette.text};
  }
`;
