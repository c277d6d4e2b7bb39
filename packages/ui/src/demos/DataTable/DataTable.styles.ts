import styled, { css } from 'styled-components';
import type { Palette } from '../../theme';
import { media, visuallyHidden, fontSize, space, fontWeight } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';
import { labelledInput } from '../common/labelledInput';
import { row, stack } from '../../theme/layout';

/** The first and last cells of each row: `left` and `right` spacing steps from the table's edges. */
const edgeCells = (left: number, right: number) => css`
  th:first-child,
  td:first-child {
    padding-left: ${space(left)};
  }
  th:last-child,
  td:last-child {
    padding-right: ${space(right)};
  }
`;

export const StyledDataTable = styled.section`
  width: 100%;
  max-width: 960px;
  ${cardSurface('sm')}
  overflow: hidden;

  &:focus {
    outline: none;
  }
`;

export const StyledDataTableHeader = styled.header`
  ${row(3, 'baseline')}
  justify-content: space-between;
  padding: ${space(5)} ${space(5)} ${space(3)};

  h2 {
    margin: 0;
    font-size: ${fontSize['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: ${fontSize.sm};
  }
`;

export const StyledTableScroll = styled.div`
  overflow-x: auto;
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.md};

  th,
  td {
    padding: ${space(2.5)} ${space(3)};
    text-align: left;
    border-top: 1px solid ${({ theme }) => theme.palette.border};
    vertical-align: middle;
  }
  ${edgeCells(5, 3)}
  th:last-child,
  td:last-child {
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.bold};
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.palette.textMuted};
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  td[data-col='id'] {
    width: 48px;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  td[data-col='name'] {
    min-width: 6em;
    overflow-wrap: anywhere;
  }
  td[data-col='progress'] {
    width: 40%;
    min-width: 120px;
  }

  ${media.down('sm')} {
    th,
    td {
      padding: ${space(2)} ${space(1.5)};
    }
    ${edgeCells(3.5, 1.5)}
    td[data-col='id'] {
      width: auto;
    }
    td[data-col='progress'] {
      width: auto;
      min-width: 72px;
    }
    td[data-col='actions'] button {
      width: 36px;
      height: 36px;
    }
  }
`;

export const StyledProgress = styled.div`
  ${row(2.5)}

  ${media.down('sm')} {
    flex-direction: column-reverse;
    align-items: stretch;
    gap: ${space(1)};
  }
`;

export const StyledProgressTrack = styled.div`
  flex: 1;
  min-width: 48px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.palette.border};
  overflow: hidden;

  ${media.down('sm')} {
    flex: none;
    width: 100%;
    height: 8px;
  }
`;

export const StyledProgressFill = styled.div<{ $value: number; $color: keyof Palette }>`
  width: ${({ $value }) => $value}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $color }) => theme.palette[$color]};
  transition: width 0.2s ease;
`;

export const StyledProgressValue = styled.span`
  min-width: 3.2em;
  text-align: right;
  font-variant-numeric: tabular-nums;
  font-weight: ${fontWeight.bold};

  ${media.down('sm')} {
    min-width: 0;
    text-align: left;
    font-size: ${fontSize.sm};
  }
`;

export const StyledEmpty = styled.p`
  margin: 0;
  padding: ${space(8)} ${space(5)};
  text-align: center;
  color: ${({ theme }) => theme.palette.textMuted};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
`;

export const StyledForm = styled.form`
  ${stack(4)}
`;

export const StyledField = styled.div`
  ${labelledInput}
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.error};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.palette.error};
  }
`;

export const StyledHint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${fontSize.xs};
  color: ${({ theme, $error }) => ($error ? theme.palette.error : theme.palette.textMuted)};
`;

export const StyledLiveRegion = styled.p`
  ${visuallyHidden}
`;
