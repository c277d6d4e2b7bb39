import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';
import { checkoutPanel, checkoutScreen } from '../checkoutStyles';
import { stack, wrapRow } from '../../theme/layout';

export { StyledCheckoutLoading as StyledLoading } from '../checkoutStyles';

/** Columns follow the screen's own width, not the window's (a zoomed-in phone is 188 px). */
export const StyledCheckoutConfirmView = styled.section`
  ${checkoutScreen(1080, true)}
`;

export const StyledLayout = styled.div`
  display: grid;
  gap: ${space(5)};
  align-items: start;
  @container (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 380px);
  }
`;

export const StyledFields = styled.div`
  ${checkoutPanel}
  ${stack(4)}
  min-width: 0;
`;

export const StyledAddress = styled.div`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: minmax(0, 1fr);
  @container (min-width: 600px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const StyledDelivery = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  ${stack(2)}
  legend {
    padding: 0;
    margin-bottom: ${space(2)};
    font-weight: ${fontWeight.medium};
  }
  /* Radio, name and fee on one line; where they do not fit (188 px) the fee wraps under the
     name, which keeps its words whole instead of one character a line. */
  label {
    ${wrapRow(1, 3)}
    align-items: center;
    min-height: 44px;
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.palette.primary};
    background: ${({ theme }) => theme.palette.primarySoft};
  }
  input {
    margin: 0;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.palette.primary};
  }
  span {
    flex: 1 0 auto;
    max-width: calc(100% - 18px - ${space(3)});
  }
  strong {
    margin-left: auto;
  }
  p {
    margin: 0;
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledSummary = styled.section`
  ${checkoutPanel}
  ${stack(3)}
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${fontSize['2xl']};
    overflow-wrap: anywhere;
  }
  > a {
    align-self: start;
    font-size: ${fontSize.sm};
  }
`;

export const StyledAlert = styled.div<{ $inline?: boolean }>`
  padding: ${({ $inline }) => ($inline ? `${space(2.5)} ${space(3.5)}` : `${space(8)} ${space(4)}`)};
  text-align: ${({ $inline }) => ($inline ? 'left' : 'center')};
  border: 1px ${({ $inline }) => ($inline ? 'solid' : 'dashed')}
    ${({ theme }) => theme.palette.error};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.palette.error};
  font-weight: ${fontWeight.medium};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  ul {
    margin: ${space(2)} 0 0;
    padding-left: ${space(5)};
    font-weight: ${fontWeight.regular};
  }
  > div {
    margin-top: ${space(3)};
    display: flex;
    justify-content: center;
    align-items: center;
    gap: ${space(4)};
  }
`;

export const StyledNotice = styled.div`
  ${cardSurface('sm')}
  padding: ${space(8)} ${space(4)};
  text-align: center;
  p {
    margin: 0 0 ${space(3)};
  }
`;
