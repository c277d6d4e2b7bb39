import styled from 'styled-components';
import { fontSize, space } from '../../theme/tokens';
import { stack } from '../../theme/flexLayout';

export const StyledLoginLinkOffer = styled.section`
  ${stack(2)}
  width: 100%;
  max-width: 440px;
  margin: ${space(4)} auto 0;
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${fontSize.sm};
`;

export const StyledStatus = styled.p<{ $error: boolean }>`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme, $error }) => ($error ? theme.palette.error : theme.palette.text)};
  font-size: ${fontSize.sm};
`;
