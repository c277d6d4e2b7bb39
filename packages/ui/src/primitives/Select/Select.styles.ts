import styled from 'styled-components';
import { controlStyles } from '../TextField/TextField.styles';
import { space } from '../../theme';

export const StyledSelectWrap = styled.div`
  position: relative;
  display: flex;

  &::after {
    content: '';
    position: absolute;
    inset-inline-end: 16px;
    top: 50%;
    width: 8px;
    height: 8px;
    border-right: 2px solid ${({ theme }) => theme.palette.textMuted};
    border-bottom: 2px solid ${({ theme }) => theme.palette.textMuted};
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: ${space(10)};
  cursor: pointer;
`;
