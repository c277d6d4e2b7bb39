import { css } from 'styled-components';
import { media, space, type breakpoints } from './tokens';

/**
 * The layouts most of the library's parts are built of, their gaps in steps of `space`
 * (tokens.ts). Alignment and justification beyond these stay the part's own.
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

/** A row of the children, aligned on `align` across it, `gap` steps apart. */
export const row = (gap: number, align = 'center') => css`
  display: flex;
  align-items: ${align};
  gap: ${space(gap)};
`;

/** A column `maxWidth` px wide at most, centred, `top` spacing steps below what comes before it. */
export const centredColumn = (maxWidth: number, top = 0) => css`
  width: 100%;
  max-width: ${maxWidth}px;
  margin: ${space(top)} auto 0;
`;

/** A grid of one column, two equal ones from `from` up, `gap` steps apart. */
export const twoColumnsFrom = (from: keyof typeof breakpoints, gap: number) => css`
  display: grid;
  gap: ${space(gap)};
  ${media.up(from)} {
    grid-template-columns: 1fr 1fr;
  }
`;
