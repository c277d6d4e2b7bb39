import styled, { css } from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import type { ValueState } from '../variantChoice';
import { stack, wrapRow } from '../../theme/flexLayout';

export const StyledSpecPicker = styled.div`
  ${stack(4)}
`;

export const StyledSpecType = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${space(2)};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.medium};
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
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-size: ${fontSize.md};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.palette.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.palette.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.palette.primary};
    background: ${({ theme }) => theme.palette.primarySoft};
    font-weight: ${fontWeight.bold};
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
