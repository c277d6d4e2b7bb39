import styled from 'styled-components';
import { fontWeight, space } from '../../theme';

export const StyledAddToCartButton = styled.div`
  display: flex;
  flex-direction: column;
  align-items: start;
  gap: ${space(2)};
`;

export const StyledNote = styled.p<{ $error: boolean }>`
  && {
    margin: 0;
  }
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  color: ${({ theme, $error }) => ($error ? theme.palette.error : theme.palette.success)};
  font-weight: ${fontWeight.medium};
  &:empty {
    display: none;
  }
`;
