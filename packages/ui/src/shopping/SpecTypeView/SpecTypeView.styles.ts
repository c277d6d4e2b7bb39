import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { listStatus, screenHeader } from '../../theme/listScreen';
import { plainList } from '../../theme/plainList';
import { catalogScreen } from '../catalogStyles';
import { stack, wrapRow } from '../../theme/layout';

export { StyledCatalogNotice as StyledNotice } from '../catalogStyles';

export const StyledSpecTypeView = styled.section`
  ${catalogScreen}
`;

export const StyledHeader = styled.div`
  ${screenHeader('center')}
`;

export const StyledList = styled.ul`
  ${plainList}
  ${stack(3)}
`;

export const StyledCard = styled.li`
  ${stack(3)}
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  > div:first-child {
    ${wrapRow(1, 3)}
    align-items: baseline;
  }
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  h2 + p {
    margin: 0;
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledChips = styled.ul`
  ${plainList}
  ${wrapRow(2)}
  li {
    padding: ${space(1)} ${space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.palette.surfaceAlt};
    font-size: ${fontSize.sm};
  }
`;

export const StyledCardActions = styled.div`
  display: flex;
  gap: ${space(2)};
`;

export const StyledConfirm = styled.div`
  ${wrapRow(2)}
  align-items: center;
  span {
    font-weight: ${fontWeight.medium};
  }
`;

export const StyledStatus = styled.div`
  ${listStatus}
`;

export const StyledError = styled.div`
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.error};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.palette.error};
  > div {
    margin-top: ${space(3)};
  }
`;
