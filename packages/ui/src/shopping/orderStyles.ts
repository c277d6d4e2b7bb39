import styled, { css } from 'styled-components';
import type { OrderStatus } from '@folio/rules';
import { fontSize, fontWeight, space } from '../theme';
import type { Theme } from '../theme';
import { stack, wrapRow } from '../theme/layout';

/**
 * The pieces every order screen shares (OrderListView, OrderDetailView, ManageOrdersView,
 * CargoView): the state's badge, the notes above a list, a screen's frame.
 */

type Tone = 'warning' | 'info' | 'success' | 'error' | 'textMuted';
const tones: Record<OrderStatus, Tone> = {
  pending_payment: 'warning',
  paid: 'info',
  shipped: 'info',
  picked_up: 'info',
  in_transit: 'info',
  delivered: 'success',
  delivery_failed: 'error',
  cancelled: 'textMuted',
  refunded: 'textMuted',
  expired: 'textMuted',
};

/** An order's state as a pill in its tone's colour (the label says it; colour only helps). */
export const StyledStatusBadge = styled.span<{ $status: OrderStatus }>`
  display: inline-block;
  padding: 0 ${space(2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme, $status }) => theme.palette[tones[$status]]};
  font-size: ${fontSize['2xs']};
  font-weight: ${fontWeight.medium};
  line-height: 1.8;
  white-space: nowrap;
`;

/** A screen of orders: a centred column with room around it. */
export const StyledOrderScreen = styled.section`
  width: min(1080px, 100%);
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  ${stack(4)}
  min-width: 0;
  overflow-wrap: anywhere;
  container: order-screen / inline-size;
  h1 {
    margin: 0;
  }
`;

const tone = (theme: Theme, name: 'status' | 'error' | 'success') =>
  name === 'error'
    ? theme.palette.error
    : name === 'success'
      ? theme.palette.success
      : theme.palette.textMuted;

/** A message where a list would be (empty, failed, loading) or above it (done, refused). */
export const StyledOrderNote = styled.div<{
  $tone?: 'status' | 'error' | 'success';
  $boxed?: boolean;
}>`
  color: ${({ theme, $tone = 'status' }) => tone(theme, $tone)};
  ${({ $boxed, theme, $tone = 'status' }) =>
    $boxed
      ? css`
          padding: ${space(8)} ${space(4)};
          text-align: center;
          border: 1px dashed ${$tone === 'error' ? theme.palette.error : theme.palette.border};
          border-radius: ${theme.radius.lg};
        `
      : css`
          padding: ${space(2)} ${space(3)};
          border-left: 4px solid currentColor;
          background: ${theme.palette.surfaceAlt};
          border-radius: ${theme.radius.sm};
        `}
  > div {
    margin-top: ${space(3)};
  }
`;

/** The filters above a list: a grid that folds to one column on a narrow screen. */
export const StyledOrderFilters = styled.div`
  display: grid;
  gap: ${space(3)};
  align-items: end;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
`;

/** A list of order cards. */
export const StyledOrderCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${stack(3)}
  &[aria-busy='true'] {
    pointer-events: none;
    cursor: progress;
  }
`;

/** One order's card: the number and state on top, its facts below, actions at the bottom. */
export const StyledOrderCard = styled.li`
  ${stack(2)}
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
  min-width: 0;
`;

/** The card's first row: the number (a link) and the state. */
export const StyledOrderHead = styled.div`
  ${wrapRow(1, 3)}
  align-items: center;
  justify-content: space-between;
  a,
  strong {
    font-weight: ${fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** The card's facts: label and value pairs that wrap. */
export const StyledOrderFacts = styled.dl`
  margin: 0;
  ${wrapRow(1, 5)}
  font-size: ${fontSize.sm};
  > div {
    ${wrapRow(0, 2)}
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** The card's buttons. */
export const StyledOrderActions = styled.div`
  ${wrapRow(2)}
`;
