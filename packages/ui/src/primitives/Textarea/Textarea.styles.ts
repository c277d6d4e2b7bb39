import styled from 'styled-components';
import { controlStyles } from '../TextField/TextField.styles';

export const StyledTextarea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  min-height: 0;
`;
