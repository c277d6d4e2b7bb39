import { css, keyframes } from 'styled-components';
import { fontSize, media, space } from './tokens';
import { wrapRow } from './layout';

/**
 * What the screens of a list share (the events, the storefront, checkout): the screen's column, a
 * list held while the next page loads, the bar that says so, the search form, the message where
 * the list would be. Each screen adds its own widths and margins.
 */

/**
 * A screen's column: `maxWidth` wide at most, centred, with room around it and `gap` (spacing
 * steps) between its parts.
 */
export const screenColumn = (maxWidth: number, gap = 5) => css`
  width: min(${maxWidth}px, 100%);
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  display: flex;
  flex-direction: column;
  gap: ${space(gap)};
`;

/** A screen's header: its h1 and its actions spread along one line that wraps, aligned on `align`. */
export const screenHeader = (align: 'center' | 'end', rowGap = 3, columnGap = rowGap) => css`
  ${wrapRow(rowGap, columnGap)}
  align-items: ${align};
  justify-content: space-between;
  h1 {
    margin: 0;
  }
`;

/** Where an item has no picture: a muted box of the picture's aspect `ratio`, its words centred. */
export const noImage = (ratio: string) => css`
  display: grid;
  place-items: center;
  aspect-ratio: ${ratio};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${fontSize.xs};
`;

/** While the next page or search loads: the old items stay readable but are not clickable. */
export const busyList = css`
  &[aria-busy='true'] {
    pointer-events: none;
    cursor: progress;
  }
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar sliding while the next page loads (still, and fainter, with reduced motion). */
export const loadingBar = css`
  position: relative;
  height: 4px;
  overflow: hidden;
  border-radius: 2px;
  background: ${({ theme }) => theme.palette.primarySoft};
  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 40%;
    background: ${({ theme }) => theme.palette.primary};
    animation: ${slide} 1s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
      opacity: 0.6;
    }
  }
`;

/** A search: the field grows with the button beside it; zoomed in (188 CSS px), the button under. */
export const searchForm = css`
  display: flex;
  align-items: end;
  gap: ${space(2)};
  > :first-child {
    flex: 1;
  }
  ${media.narrow} {
    flex-wrap: wrap;
    > :first-child {
      flex-basis: 100%;
    }
  }
`;

/** A message where the list would be (empty, nothing found), boxed; its action sits under it. */
export const listStatus = css`
  padding: ${space(8)} ${space(4)};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** The error's tone on a `listStatus` box. */
export const listError = css`
  border-color: ${({ theme }) => theme.palette.error};
  color: ${({ theme }) => theme.palette.error};
`;
