import styled, { css } from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';
import { row, stack } from '../../theme/layout';

/** The column that holds a label, a control, a helper text and an error message. */
export const StyledFieldRoot = styled.div`
  ${stack(1.5)}
  min-width: 0;
`;

/** The label and, outside it, the required marker (so the label's text is exactly the name). */
export const StyledLabelRow = styled.div`
  ${row(0.5, 'baseline')}
`;

export const StyledLabel = styled.label`
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  color: ${({ theme }) => theme.palette.text};
`;

/** The required marker after a label: decorative, the control itself says `aria-required`. */
export const StyledRequired = styled.span`
  font-weight: ${fontWeight.bold};
  color: ${({ theme }) => theme.palette.error};
`;

export const StyledHelper = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: 1.45;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledError = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: 1.45;
  font-weight: ${fontWeight.medium};
  color: ${({ theme }) => theme.palette.error};
`;

/** Shared look of text inputs, selects and textareas. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${space(2.5)} ${space(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font-size: ${fontSize.base};
  line-height: 1.4;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &::placeholder {
    color: ${({ theme }) => theme.palette.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.palette.textMuted};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.palette.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.palette.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.error};
  }
  &[aria-invalid='true']:focus-visible {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.palette.error};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** Positions an optional end adornment (the password toggle) inside the input. */
export const StyledInputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledInput = styled.input<{ $hasEnd: boolean }>`
  ${controlStyles}
  ${({ $hasEnd }) =>
    $hasEnd &&
    css`
      padding-inline-end: ${space(13)};
    `}
`;

export const StyledEnd = styled.div`
  position: absolute;
  inset-inline-end: 2px;
  top: 50%;
  transform: translateY(-50%);
  display: flex;
`;
