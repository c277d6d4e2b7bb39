import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { plainList } from '../../theme/plainList';

export const StyledSpecTypeView = styled.section`
  width: min(880px, 100%);
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  > p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
  }
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

export const StyledNotice = styled.div`
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
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
  padding: ${space(8)} ${space(4)};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.palette.textMuted};
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
