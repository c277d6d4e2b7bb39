import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { listStatus } from '../../theme/listScreen';
import { plainList } from '../../theme/plainList';
import { catalogScreen } from '../catalogStyles';

export { StyledCatalogNotice as StyledNotice } from '../catalogStyles';

export const StyledSpecTypeView = styled.section`
  ${catalogScreen}
`;

export const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  h1 {
    margin: 0;
  }
`;

export const StyledList = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

export const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  > div:first-child {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${space(1)} ${space(3)};
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
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
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
