import styled from 'styled-components';
import { space } from '../../theme/tokens';

/** The state filters: a row that wraps on a phone. */
export const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;
