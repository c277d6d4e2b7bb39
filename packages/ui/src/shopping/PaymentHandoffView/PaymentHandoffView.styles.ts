import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';
import { visuallyHidden } from '../../theme/visuallyHidden';

export const StyledPaymentHandoffView = styled.section`
  width: min(560px, 100%);
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
  h1 {
    margin: 0;
  }
`;

export const StyledLoading = styled.p`
  ${visuallyHidden}
`;

export const StyledCard = styled.div`
  ${cardSurface('sm')}
  padding: ${space(4)};
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  min-width: 0;
  > p {
    margin: 0;
    font-weight: ${fontWeight.medium};
    color: ${({ theme }) => theme.palette.warning};
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${space(3)};
  }
`;

export const StyledFacts = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${space(3)};
  }
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${fontWeight.bold};
    overflow-wrap: anywhere;
  }
  > div:nth-child(2) dd {
    font-size: ${fontSize['2xl']};
    color: ${({ theme }) => theme.palette.primary};
  }
`;

export const StyledRedirect = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledAlert = styled.div`
  padding: ${space(8)} ${space(4)};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.palette.error};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.palette.error};
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${space(3)};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${space(4)};
  }
`;
