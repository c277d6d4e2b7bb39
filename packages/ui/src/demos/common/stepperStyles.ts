import { css } from 'styled-components';
import { fontSize, fontWeight } from '../../theme';

/** Where a step stands. */
export type StepState = 'done' | 'current' | 'todo';

/**
 * A step's round badge (its number, or a tick once done): filled in the brand colour once
 * reached; to do, on the alternate surface with its text in the palette's `todoText`.
 */
export const stepBadge = (todoText: 'text' | 'textMuted') => css<{ $state: StepState }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  background: ${({ theme, $state }) =>
    $state === 'todo' ? theme.palette.surfaceAlt : theme.palette.primary};
  color: ${({ theme, $state }) =>
    $state === 'todo' ? theme.palette[todoText] : theme.palette.onPrimary};
  border: 1px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.palette.border : theme.palette.primary)};
  svg {
    width: 16px;
    height: 16px;
  }
`;
