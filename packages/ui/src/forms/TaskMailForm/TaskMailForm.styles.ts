import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme/tokens';
import { wrapRow } from '../../theme/flexLayout';

export const StyledWhen = styled.fieldset`
  ${wrapRow(2, 6)}
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${space(2)};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.bold};
  }
`;

export const StyledChoice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  font-size: ${fontSize.md};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.palette.primary};
  }
`;

export const StyledCreated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.success};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  /* Empty, the live region stays (so what it says later is announced) but takes no room. */
  &:empty {
    position: absolute;
  }
`;
