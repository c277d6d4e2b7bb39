import styled from 'styled-components';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { space } from '../../theme';

export const StyledLoadingFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
`;

export const StyledLoadingText = styled.span`
  ${visuallyHidden}
`;
