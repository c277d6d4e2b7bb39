import styled from 'styled-components';
import { space, fontWeight } from '../../theme';
import { modalSheet } from '../Dialog/modalSheet';

export const StyledDrawer = styled.dialog`
  margin: 0;
  padding: 0;
  height: 100%;
  max-height: 100%;
  width: min(300px, 85vw);
  ${modalSheet('folio-drawer-in', '0.2s', 'translateX(-100%)')}
`;

export const StyledDrawerHeader = styled.div`
  height: ${({ theme }) => theme.appBarHeight}px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${space(2)} 0 ${space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  font-weight: ${fontWeight.bold};
`;

export const StyledDrawerBody = styled.div`
  padding: ${space(2)};
  display: flex;
  flex-direction: column;
  gap: ${space(0.5)};
`;
