import styled, { css } from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';
import { plainList } from '../../theme/plainList';
import { wrapRow } from '../../theme/layout';

export const StyledPagination = styled.nav`
  ${wrapRow(2, 4)}
  align-items: center;
  justify-content: center;
`;

export const StyledRange = styled.p`
  margin: 0;
  font-size: ${fontSize.md};
  color: ${({ theme }) => theme.palette.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const StyledPages = styled.ul`
  ${wrapRow(1)}
  justify-content: center;
  align-items: center;
  ${plainList}
`;

export const StyledPageButton = styled.button<{ $current?: boolean }>`
  display: inline-grid;
  place-items: center;
  min-width: 40px;
  height: 40px;
  padding: 0 ${space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  font-size: ${fontSize.md};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  svg {
    width: 20px;
    height: 20px;
  }
  ${({ $current, theme }) =>
    $current &&
    css`
      background: ${theme.palette.primary};
      color: ${theme.palette.onPrimary};
      font-weight: ${fontWeight.bold};
      &:hover:not(:disabled) {
        background: ${theme.palette.primary};
      }
    `}
`;
