import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme/tokens';
import { wrapRow } from '../../theme/layout';
import { brandCheck, liveSuccess } from '../../theme/formParts';

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
    ${brandCheck(18)}
  }
`;

export const StyledCreated = styled.p`
  ${liveSuccess}
`;
