import styled, { css } from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import type { ValueState } from '../variantChoice';
import { stack, wrapRow } from '../../theme/layout';
import { legendLabel, plainFieldset } from '../../theme/formParts';
import { pressableOption, surfaceButton } from '../../theme/buttons';

export const StyledSpecPicker = styled.div`
  ${stack(4)}
`;

export const StyledSpecType = styled.fieldset`
  ${plainFieldset}
  legend {
    ${legendLabel}
  }
  legend span {
    font-weight: ${fontWeight.regular};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  > div {
    ${wrapRow(2)}
  }
`;

export const StyledValue = styled.button<{ $state: ValueState }>`
  min-width: 56px;
  min-height: 44px;
  padding: ${space(2)} ${space(3)};
  ${surfaceButton}
  cursor: pointer;
  ${pressableOption}
  &[aria-pressed='true'] {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.palette.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  ${({ $state, theme }) =>
    $state !== 'available' &&
    css`
      color: ${theme.palette.textMuted};
      border-style: dashed;
      &:disabled {
        cursor: not-allowed;
        background: ${theme.palette.surfaceAlt};
      }
    `}
`;

/** Why a value cannot be bought, after its name. */
export const StyledNote = styled.span`
  font-size: ${fontSize['2xs']};
`;
