import styled, { css } from 'styled-components';
import { fontWeight, space } from '../theme';
import { cardSurface } from '../theme/cardSurface';
import { screenColumn } from '../theme/listScreen';
import { visuallyHidden } from '../theme/visuallyHidden';
import { stack, wrapRow } from '../theme/layout';

/**
 * The pieces the checkout screens share (CartView, CheckoutConfirmView, PaymentHandoffView,
 * SandboxGatewayView, CheckoutResultView): a screen's column, its cards, the
 * failure box, the facts, the link drawn as the main button, the loading text only a screen
 * reader hears.
 */

/**
 * A screen's column (`screenColumn`) whose title has no margin of its own. `container`: the
 * screen is its parts' container (their columns follow its width, not the window's) and its frame
 * thins in a phone zoomed in (300 px or less; 188 px at worst).
 */
export const checkoutScreen = (maxWidth: number, container = false) => css`
  ${screenColumn(maxWidth)}
  h1 {
    margin: 0;
  }
  ${
    container &&
    css`
      container-type: inline-size;
      @container (max-width: 300px) {
        padding-inline: ${space(1)};
      }
    `
  }
`;

/** A card of a screen with columns: its padding thins in a phone zoomed in, as the screen's. */
export const checkoutPanel = css`
  ${cardSurface('sm')}
  padding: ${space(4)};
  @container (max-width: 300px) {
    padding: ${space(2)};
  }
`;

/** A card of a one-column screen: its parts one under another. */
export const checkoutCard = css`
  ${cardSurface('sm')}
  padding: ${space(4)};
  ${stack(4)}
  min-width: 0;
`;

/** The screen's state for a screen reader while the card shows placeholders. */
export const StyledCheckoutLoading = styled.p`
  ${visuallyHidden}
`;

/** A failure where the screen would be: the message, then 重試 and the ways out in a row. */
export const StyledCheckoutAlert = styled.div`
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
    ${wrapRow(4)}
    justify-content: center;
    align-items: center;
  }
`;

/** Label and value pairs, one a row, the label muted at the start and the value at the end. */
export const checkoutFacts = css`
  margin: 0;
  ${stack(1)}
  > div {
    ${wrapRow(0, 3)}
    justify-content: space-between;
  }
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A link drawn as the screen's main button (44 px tall, the primary colour). */
export const primaryLinkButton = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  font-weight: ${fontWeight.medium};
  text-decoration: none;
`;
