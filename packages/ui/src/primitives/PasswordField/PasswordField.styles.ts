import styled from 'styled-components';
import { iconButtonBox } from '../../theme/iconButton';

export const StyledToggle = styled.button`
  ${iconButtonBox(40)}
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.palette.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.palette.surfaceAlt};
    color: ${({ theme }) => theme.palette.text};
  }
  &:disabled {
    cursor: not-allowed;
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;
