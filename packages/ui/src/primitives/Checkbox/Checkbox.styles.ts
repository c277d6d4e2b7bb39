import styled from 'styled-components';

export const StyledCheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  cursor: pointer;
  font-size: 0.9375rem;
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
