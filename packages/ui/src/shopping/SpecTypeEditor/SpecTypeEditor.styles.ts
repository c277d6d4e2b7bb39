import styled from 'styled-components';
import { fontSize, fontWeight, space } from '../../theme';
import { plainList } from '../../theme/plainList';
import { stack } from '../../theme/flexLayout';

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
    margin: 0;
    padding: 0;
    border: none;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${space(2)};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.medium};
  }
`;

export const StyledValues = styled.ol`
  ${plainList}
  ${stack(2)}
  width: 100%;
`;

export const StyledValueRow = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${space(2)};
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

/** The down chevron turned over: the "move up" icon. */
export const StyledUp = styled.span`
  display: inline-grid;
  transform: rotate(180deg);
`;

export const StyledActions = styled.div`
  display: flex;
  gap: ${space(2)};
`;

export const StyledFormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.error};
  font-size: ${fontSize.sm};
`;
