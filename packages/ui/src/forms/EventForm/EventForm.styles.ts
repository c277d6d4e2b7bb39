import styled from 'styled-components';
import { visuallyHidden } from '../../theme/visuallyHidden';

export const StyledLoadingFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const StyledLoadingText = styled.span`
  ${visuallyHidden}
`;
