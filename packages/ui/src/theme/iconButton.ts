import { css } from 'styled-components';

/** A square `size` px button with its icon centred and no padding (icon buttons, toggles). */
export const iconButtonBox = (size: number) => css`
  display: inline-grid;
  place-items: center;
  width: ${size}px;
  height: ${size}px;
  padding: 0;
`;

/** An `iconButtonBox` drawn as a bare circle: no border or fill, the text colour, a pointer. */
export const roundIconButton = (size: number) => css`
  ${iconButtonBox(size)}
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
