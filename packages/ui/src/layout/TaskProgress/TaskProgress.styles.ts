import type { TaskState } from '@folio/rules';
import styled, { css, type DefaultTheme } from 'styled-components';
import { fontSize, radius, fontWeight } from '../../theme/tokens';
import { row, stack } from '../../theme/layout';

/** The colour of each state: running in the brand colour, the ends in their status colours. */
const stateColour = (theme: DefaultTheme, state: TaskState) =>
  ({
    waiting: theme.palette.textMuted,
    running: theme.palette.primary,
    done: theme.palette.success,
    failed: theme.palette.error,
    cancelled: theme.palette.warning,
  })[state];

export const StyledTaskProgress = styled.div`
  ${stack(1.5)}
  min-width: 0;
`;

export const StyledFigures = styled.div`
  ${row(2)}
  justify-content: space-between;
  font-size: ${fontSize.sm};
  color: ${({ theme }) => theme.palette.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const StyledState = styled.span<{ $state: TaskState }>`
  font-weight: ${fontWeight.bold};
  color: ${({ theme, $state }) => stateColour(theme, $state)};
`;

export const StyledBar = styled.div`
  height: 8px;
  border-radius: ${radius.pill};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  overflow: hidden;
`;

export const StyledFill = styled.div<{ $state: TaskState }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $state }) => stateColour(theme, $state)};
  transition: width 0.3s ease;
  ${({ $state }) =>
    $state === 'cancelled' &&
    css`
      opacity: 0.6;
    `}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
