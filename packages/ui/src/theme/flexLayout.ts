import { css } from 'styled-components';
import { space } from './tokens';

/**
 * The two flex layouts most of the library's parts are built of, their gaps in steps of `space`
 * (tokens.ts). Alignment, widths and margins stay the part's own.
 */

/** A column of the children, `gap` spacing steps apart. */
export const stack = (gap: number) => css`
  display: flex;
  flex-direction: column;
  gap: ${space(gap)};
`;

/** A row of the children that wraps: `rowGap` steps between lines, `columnGap` between items. */
export const wrapRow = (rowGap: number, columnGap = rowGap) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(rowGap)} ${space(columnGap)};
`;
