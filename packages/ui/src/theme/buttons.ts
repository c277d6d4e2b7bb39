import { css } from 'styled-components';
import { fontSize, fontWeight, space } from './tokens';

/** A list's or rail's entry: a button with no border or fill, text to the left, tinted on hover. */
export const ghostButton = css`
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
`;

/** A button on the surface: bordered, medium radius, the page's font at `md` in the text colour. */
export const surfaceButton = css`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-size: ${fontSize.md};
`;

/** An option button: its border in the brand colour on hover; pressed, also filled and bold. */
export const pressableOption = css`
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.palette.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.palette.primary};
    background: ${({ theme }) => theme.palette.primarySoft};
    font-weight: ${fontWeight.bold};
  }
`;

/** A link or label drawn as an outline button in the brand colour, `padX` steps of side padding. */
export const outlineButton = (padX: number) => css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${space(padX)};
  border: 1px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.palette.primary};
  font-weight: ${fontWeight.bold};
  &:hover {
    background: ${({ theme }) => theme.palette.primarySoft};
  }
`;
