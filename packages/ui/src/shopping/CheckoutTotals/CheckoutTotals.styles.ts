import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { plainList } from '../../theme/plainList';
import { stack } from '../../theme/layout';

export const StyledCheckoutTotals = styled.div`
  ${stack(3)}
  min-width: 0;
  container-type: inline-size;
`;

export const StyledLines = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
`;

export const StyledLine = styled.li<{ $marked: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  gap: ${space(1)} ${space(3)};
  align-items: baseline;
  padding: ${space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  > span:first-child {
    overflow-wrap: anywhere;
  }
  small,
  em {
    display: block;
    font-size: ${fontSize.sm};
    font-style: normal;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  em {
    color: ${({ theme }) => theme.palette.error};
    font-weight: ${fontWeight.medium};
  }
  > span:not(:first-child) {
    white-space: nowrap;
  }
  /* Narrow: the name on a row of its own, the quantity and total under it. */
  @container (max-width: 260px) {
    grid-template-columns: minmax(0, 1fr) auto;
    > span:first-child {
      grid-column: 1 / -1;
    }
  }
  > span:first-child {
    color: ${({ theme, $marked }) => ($marked ? theme.palette.error : 'inherit')};
  }
`;

export const StyledSums = styled.dl`
  margin: 0;
  ${stack(1)}
  > div {
    display: flex;
    justify-content: space-between;
    gap: ${space(3)};
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    white-space: nowrap;
  }
  > div:last-child {
    padding-top: ${space(2)};
    border-top: 1px solid ${({ theme }) => theme.palette.border};
    font-size: ${fontSize['2xl']};
    font-weight: ${fontWeight.bold};
  }
  > div:last-child dd {
    color: ${({ theme }) => theme.palette.primary};
  }
`;
