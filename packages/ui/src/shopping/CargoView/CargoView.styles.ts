import styled from 'styled-components';
import { fontWeight, space } from '../../theme';

export { StyledOrderActions, StyledOrderScreen } from '../orderStyles';

/** The state tabs: toggle buttons that wrap on a phone. */
export const StyledTabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/** Who and where: the recipient, the phone to call, the address. */
export const StyledWhere = styled.div`
  p {
    margin: 0;
  }
  a {
    display: inline-block;
    padding: ${space(2)} 0;
    font-weight: ${fontWeight.medium};
  }
`;

/** The reason asked before 配送失敗. */
export const StyledReason = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;
