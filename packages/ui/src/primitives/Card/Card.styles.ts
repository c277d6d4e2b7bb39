import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';
import { stack, wrapRow } from '../../theme/layout';

export const StyledCard = styled.div<{ $padded: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  ${cardSurface('sm')}

  --folio-card-padding: ${({ $padded }) => ($padded ? space(6) : '0px')};
  @media (max-width: 599.98px) {
    --folio-card-padding: ${({ $padded }) => ($padded ? space(4) : '0px')};
  }
`;

export const StyledCardMedia = styled.div`
  display: block;
  & > img {
    width: 100%;
    height: auto;
    display: block;
  }
`;

export const StyledCardBody = styled.div`
  ${stack(3)}
  padding: var(--folio-card-padding);
  min-width: 0;
`;

export const StyledCardHeader = styled.div`
  ${stack(1)}
`;

export const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: ${fontSize['2xl']};
  font-weight: ${fontWeight.bold};
`;

export const StyledCardSubtitle = styled.p`
  margin: 0;
  font-size: ${fontSize.md};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledCardActions = styled.div`
  ${wrapRow(2)}
  justify-content: flex-end;
  padding: 0 var(--folio-card-padding) var(--folio-card-padding);
`;
