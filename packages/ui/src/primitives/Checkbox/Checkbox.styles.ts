import styled from 'styled-components';
import { fontSize, space } from '../../theme';

export const StyledCheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

export const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(2.5)};
  min-height: 40px;
  cursor: pointer;
  font-size: ${fontSize.md};
  color: ${({ theme }) => theme.palette.text};
  width: fit-content;

  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const StyledCheckboxInput = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  flex: none;
  cursor: inherit;
  accent-color: ${({ theme }) => theme.palette.primary};

  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.palette.error};
    outline-offset: 1px;
  }
`;
