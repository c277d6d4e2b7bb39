import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme/tokens';
import { cardSurface } from '../../theme/cardSurface';
import { headingAndText } from '../../theme/headingAndText';
import { stack } from '../../theme/layout';

export const StyledSigninCallbackView = styled.div`
  display: grid;
  place-items: center;
  padding: ${space(12)} ${space(4)};
`;

export const StyledCard = styled.div`
  ${stack(4)}
  align-items: center;
  width: 100%;
  max-width: 440px;
  padding: ${space(8)} ${space(6)};
  text-align: center;
  ${cardSurface('md')}
  ${headingAndText('h1', fontSize['4xl'])}
`;

export const StyledError = styled.p`
  color: ${({ theme }) => theme.palette.error};
  font-weight: ${fontWeight.bold};
`;

export const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.palette.primary};
  font-weight: ${fontWeight.bold};
  svg {
    width: 18px;
    height: 18px;
  }
`;
