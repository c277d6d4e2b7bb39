import styled from 'styled-components';
import { fontSize } from '../../theme/tokens';
import { centredColumn, stack } from '../../theme/layout';

export const StyledLoginLinkOffer = styled.section`
  ${stack(2)}
  ${centredColumn(440, 4)}
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
