import styled from 'styled-components';
import { fontSize, space } from '../../theme';
import { plainList } from '../../theme/plainList';
import { row, stack } from '../../theme/layout';
import { legendLabel, plainFieldset } from '../../theme/formParts';

export const StyledSpecTypeEditor = styled.form`
  ${stack(4)}
  padding: ${space(5)};
  border: 1px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  h2 {
    margin: 0;
    font-size: ${fontSize['2xl']};
  }
  fieldset {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${space(3)};
    ${plainFieldset}
  }
  legend {
    ${legendLabel}
  }
`;

export const StyledValues = styled.ol`
  ${plainList}
  ${stack(2)}
  width: 100%;
`;

export const StyledValueRow = styled.li`
  ${row(2, 'flex-start')}
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  > div {
    display: flex;
    padding-top: ${space(7)};
  }
  button:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;

export { StyledUp } from '../reorderStyles';

export const StyledActions = styled.div`
  display: flex;
  gap: ${space(2)};
`;

export const StyledFormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.error};
  font-size: ${fontSize.sm};
`;
