import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { checkoutCard, checkoutFacts, checkoutScreen } from '../checkoutStyles';

export const StyledPaymentHandoffView = styled.section`
  ${checkoutScreen(560)}
`;

export const StyledCard = styled.div`
  ${checkoutCard}
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
  ${checkoutFacts}
  dd {
    font-weight: ${fontWeight.bold};
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
