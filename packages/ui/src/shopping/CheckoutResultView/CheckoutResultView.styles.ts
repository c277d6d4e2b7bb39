import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { checkoutCard, checkoutScreen, primaryLinkButton } from '../checkoutStyles';
import type { ResultState } from './resultState';
import { row, stack, wrapRow } from '../../theme/layout';

export const StyledCheckoutResultView = styled.section`
  ${checkoutScreen(640)}
`;

export const StyledCard = styled.div`
  ${checkoutCard}
  > p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledMessage = styled.p<{ $tone: ResultState['tone'] }>`
  && {
    margin: 0;
  }
  ${row(2)}
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => theme.palette[$tone]};
  color: ${({ theme, $tone }) => theme.palette[$tone]};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  overflow-wrap: anywhere;
`;

export const StyledRecipient = styled.dl`
  margin: 0;
  ${stack(1)}
  > div {
    ${wrapRow(0, 3)}
  }
  dt {
    min-width: 5em;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledActions = styled.div`
  ${wrapRow(2, 4)}
  align-items: center;
  a:first-child {
    ${primaryLinkButton}
  }
`;
