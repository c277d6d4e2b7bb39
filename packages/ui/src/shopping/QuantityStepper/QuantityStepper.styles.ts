import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';

export const StyledQuantityStepper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1.5)};
  label {
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.medium};
  }
  > div {
    display: inline-flex;
    align-items: stretch;
    width: max-content;
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow: hidden;
    background: ${({ theme }) => theme.palette.surface};
  }
  > div:focus-within {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

export const StyledStepButton = styled.button`
  width: 44px;
  min-height: 44px;
  border: none;
  background: ${({ theme }) => theme.palette.surfaceAlt};
  color: ${({ theme }) => theme.palette.text};
  font-size: ${fontSize.xl};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.palette.textMuted};
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
`;

export const StyledStepInput = styled.input`
  width: 64px;
  border: none;
  border-inline: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font-size: ${fontSize.base};
  text-align: center;
  -moz-appearance: textfield;
  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
  &:focus {
    outline: none;
  }
  &:disabled {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;
