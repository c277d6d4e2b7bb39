import styled, { css } from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { stack, wrapRow } from '../../theme/layout';

/** The matrix's small text inputs (the fill row's and each cell's). */
const smallInput = css`
  padding: ${space(1)} ${space(2)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.palette.surface};
  color: inherit;
  font: inherit;
`;

export const StyledVariantMatrix = styled.div`
  ${stack(3)}
  min-width: 0;
`;

export const StyledFill = styled.div`
  ${wrapRow(2, 3)}
  align-items: center;
  font-size: ${fontSize.sm};
  > span {
    font-weight: ${fontWeight.medium};
  }
  > div,
  label {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
    max-width: 100%;
  }
  input {
    width: 7em;
    max-width: 100%;
    ${smallInput}
  }
`;

export const StyledTable = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.md};
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${fontSize.sm};
  }
  th,
  td {
    padding: ${space(2)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
  thead th {
    background: ${({ theme }) => theme.palette.surfaceAlt};
    font-weight: ${fontWeight.medium};
    white-space: nowrap;
  }
  tbody th {
    font-weight: ${fontWeight.medium};
    white-space: nowrap;
    padding-top: ${space(3)};
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
`;

export const StyledCell = styled.td<{ $wide?: boolean }>`
  min-width: ${({ $wide }) => ($wide ? '10em' : '6.5em')};
  input:not([type='checkbox']) {
    width: 100%;
    ${smallInput}
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.error};
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    margin-top: ${space(1)};
    accent-color: ${({ theme }) => theme.palette.primary};
  }
  small {
    display: block;
    margin-top: ${space(1)};
    color: ${({ theme }) => theme.palette.error};
  }
`;
