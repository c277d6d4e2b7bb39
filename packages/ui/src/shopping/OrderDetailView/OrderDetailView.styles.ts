import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { stack, wrapRow } from '../../theme/layout';

export { StyledOrderActions, StyledOrderScreen } from '../orderStyles';

export const StyledDetailHead = styled.div`
  ${wrapRow(2, 3)}
  align-items: center;
  h1 {
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * One column on a phone; two once the view has 720 px inside (lines and payment, then recipient
 * and tracking). A container query, not a media query: the view's own width decides, so it lays
 * out the same inside a narrow frame as in a narrow window.
 */
export const StyledColumns = styled.div`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: minmax(0, 1fr);
  @container order-screen (min-width: 720px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const StyledPanel = styled.section`
  min-width: 0;
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
  h2 {
    margin: 0 0 ${space(3)};
    font-size: ${fontSize.base};
  }
  p {
    margin: 0 0 ${space(2)};
  }
`;

/** The recipient's facts: each label above its value, beside it once the view has room. */
export const StyledFacts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${space(2)};
  > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
  }
  @container order-screen (min-width: 400px) {
    > div {
      grid-template-columns: minmax(0, 6em) minmax(0, 1fr);
      gap: ${space(2)};
    }
  }
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export const StyledLines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * A line: name and variant on the left, price × quantity and the line's total on the right; on a
 * narrow view each under the other.
 */
export const StyledLine = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  padding: ${space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  .meta,
  .price {
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  .price,
  .total {
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: ${fontWeight.medium};
  }
  @container order-screen (min-width: 400px) {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 ${space(3)};
    .price,
    .total {
      grid-column: 2;
      text-align: right;
    }
    .total {
      grid-row: 1;
    }
    .meta {
      grid-column: 1;
    }
    .price {
      grid-row: 2;
    }
  }
`;

export const StyledTotals = styled.dl`
  margin: ${space(3)} 0 0;
  display: grid;
  gap: ${space(1)};
  > div {
    ${wrapRow(0, 3)}
    justify-content: space-between;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: ${fontWeight.bold};
    font-size: ${fontSize.lg};
  }
`;

/** The tracking, newest first, a line down the side joining the changes. */
export const StyledTracking = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${space(4)};
  border-left: 2px solid ${({ theme }) => theme.palette.border};
  ${stack(3)}
  li {
    ${wrapRow(1, 2)}
    align-items: center;
  }
  li[aria-current] time {
    color: ${({ theme }) => theme.palette.text};
    font-weight: ${fontWeight.medium};
  }
  time {
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.textMuted};
    font-variant-numeric: tabular-nums;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: ${fontSize.sm};
  }
`;
