import { css } from 'styled-components';
import { fontSize, fontWeight, space } from './tokens';

/** A fieldset without the browser's border, padding and margins (its layout is the form's). */
export const plainFieldset = css`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

/** A fieldset's legend as a small label above its fields. */
export const legendLabel = css`
  padding: 0;
  margin-bottom: ${space(2)};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
`;

/**
 * A success line in a live region. Empty, it stays (so what it says later is announced) but takes
 * no room.
 */
export const liveSuccess = css`
  margin: 0;
  color: ${({ theme }) => theme.palette.success};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  &:empty {
    position: absolute;
  }
`;

/** A native radio button or checkbox `size` px square, checked in the brand colour. */
export const brandCheck = (size: number) => css`
  width: ${size}px;
  height: ${size}px;
  margin: 0;
  accent-color: ${({ theme }) => theme.palette.primary};
`;
