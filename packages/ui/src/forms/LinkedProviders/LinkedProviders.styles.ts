import styled from 'styled-components';
import { fontSize, fontWeight, media, space } from '../../theme/tokens';
import { plainList } from '../../theme/plainList';
import { cardSurface } from '../../theme/cardSurface';
import { centredColumn, stack, wrapRow } from '../../theme/layout';

export const StyledLinkedProviders = styled.section`
  ${stack(3)}
  ${centredColumn(560, 6)}
  padding: ${space(6)};
  ${cardSurface('md')}
  h2,
  h3 {
    margin: 0;
    font-size: ${fontSize['2xl']};
  }
`;

export const StyledRows = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
`;

export const StyledRow = styled.li`
  ${wrapRow(3)}
  align-items: center;
  padding: ${space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  &:first-child {
    border-top: 0;
  }
`;

export const StyledName = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  span {
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: ${fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

export const StyledOffers = styled.ul`
  ${plainList}
  ${wrapRow(2)}
  /* Zoomed in (188 CSS px): a long provider name wraps inside its button. */
  ${media.narrow} {
    li {
      max-width: 100%;
    }
    button {
      white-space: normal;
    }
  }
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${fontSize.sm};
`;

export const StyledMessage = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 0;
  color: ${({ theme, $tone }) => theme.palette[$tone]};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  /* Empty, the live region stays (so what it says later is announced) but takes no room. */
  &:empty {
    position: absolute;
  }
`;
