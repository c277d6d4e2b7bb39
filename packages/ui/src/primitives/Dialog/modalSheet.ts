import { css } from 'styled-components';

/**
 * The sheet of a modal `<dialog>` (Dialog, Drawer): borderless, the surface with a large shadow,
 * the page behind dimmed by the backdrop, and on opening an entrance of `duration` from
 * `from` (a transform) to where the sheet sits, under the keyframes name `name`.
 */
export const modalSheet = (name: string, duration: string, from: string) => css`
  border: none;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &::backdrop {
    background: ${({ theme }) => theme.palette.backdrop};
  }
  &[open] {
    animation: ${name} ${duration} ease-out;
  }
  @keyframes ${name} {
    from {
      transform: ${from};
    }
  }
`;
