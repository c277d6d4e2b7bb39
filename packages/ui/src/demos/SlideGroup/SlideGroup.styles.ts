import styled from 'styled-components';

export const StyledSlideGroup = styled.section`
  width: 100%;
  max-width: 800px;
  padding: 20px 12px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    margin: 0 8px;
    font-size: 1.25rem;
  }
`;

export const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;

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
  gap: 12px;
  margin: 0;
  padding: 6px 4px;
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
  gap: 4px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  color: ${({ theme }) => theme.palette.text};
  font-weight: 600;
  cursor: pointer;
  scroll-snap-align: start;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  span[data-part='number'] {
    font-size: 1.5rem;
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
  margin: 0 8px;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.9375rem;

  strong {
    color: ${({ theme }) => theme.palette.text};
  }
`;
