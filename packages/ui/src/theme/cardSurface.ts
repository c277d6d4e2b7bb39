import { css } from 'styled-components';
import type { Theme } from './themes';

/**
 * The surface every card of the library is drawn on (the Card primitive, the forms' shell, the
 * demos' cards): the surface colour with the text colour on it, the border, the large radius and a
 * `shadow` (`sm` lies on the page, `md` stands out of it). Layout and padding are the card's own.
 */
export const cardSurface = (shadow: keyof Theme['shadow']) => css`
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow[shadow]};
`;
