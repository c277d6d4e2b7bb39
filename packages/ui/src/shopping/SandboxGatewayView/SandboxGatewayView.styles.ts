import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { plainList } from '../../theme/plainList';
import { checkoutFacts } from '../checkoutStyles';
import { stack } from '../../theme/layout';

export { StyledCheckoutLoading as StyledLoading } from '../checkoutStyles';

/** A gateway's page, not the shop's: a plain band and one narrow card on a neutral ground. */
export const StyledSandboxGatewayView = styled.section`
  min-height: 100%;
  background: ${({ theme }) => theme.palette.surfaceAlt};
  padding-bottom: ${space(12)};
`;

export const StyledBand = styled.header`
  background: ${({ theme }) => theme.palette.info};
  color: ${({ theme }) => theme.palette.onStatus};
  padding: ${space(3)} ${space(4)};
  h1 {
    width: min(480px, 100%);
    margin: 0 auto;
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
    letter-spacing: 0.05em;
  }
`;

export const StyledCard = styled.div`
  width: min(480px, calc(100% - ${space(4)}));
  margin: ${space(5)} auto 0;
  padding: ${space(5)} ${space(4)};
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  ${stack(4)}
  min-width: 0;
`;

export const StyledFacts = styled.dl`
  ${checkoutFacts}
  dd {
    font-weight: ${fontWeight.medium};
  }
  &:last-of-type dd {
    font-size: ${fontSize['4xl']};
    font-weight: ${fontWeight.bold};
  }
`;

export const StyledItems = styled.ul`
  ${plainList}
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  padding: ${space(2)} 0;
  li {
    padding: ${space(1)} 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledButtons = styled.div`
  ${stack(2)}
`;

export const StyledAlert = styled.div`
  padding: ${space(3)};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.palette.error};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.palette.error};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  p + * {
    display: inline-block;
    margin-top: ${space(2)};
  }
`;
