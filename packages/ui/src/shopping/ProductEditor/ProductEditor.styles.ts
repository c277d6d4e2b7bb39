import styled from 'styled-components';
import { fontSize, space } from '../../theme';
import { plainList } from '../../theme/plainList';
import { row, stack, wrapRow } from '../../theme/layout';
import { legendLabel, plainFieldset } from '../../theme/formParts';

export const StyledProductEditor = styled.form`
  width: min(960px, 100%);
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  ${stack(5)}
  h1 {
    margin: 0;
  }
`;

export const StyledSection = styled.fieldset`
  ${stack(4)}
  min-width: 0;
  margin: 0;
  padding: ${space(5)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  > h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: ${fontSize.sm};
  }
  > button {
    align-self: flex-start;
  }
`;

export const StyledSpecSlot = styled.section`
  ${stack(2)}
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  > div {
    ${row(2, 'flex-end')}
    > :first-child {
      flex: 1;
      min-width: 0;
    }
  }
  fieldset {
    ${wrapRow(2, 4)}
    ${plainFieldset}
  }
  legend {
    ${legendLabel}
  }
  small {
    flex-basis: 100%;
    color: ${({ theme }) => theme.palette.error};
  }
`;

export const StyledImages = styled.ol`
  ${plainList}
  ${wrapRow(3)}
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space(1)};
    font-size: ${fontSize.sm};
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.palette.border};
  }
  li:first-child img {
    outline: 2px solid ${({ theme }) => theme.palette.primary};
    outline-offset: 2px;
  }
  small {
    color: ${({ theme }) => theme.palette.error};
  }
  div {
    display: flex;
  }
  button:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;

export { StyledUp } from '../reorderStyles';

export const StyledAlert = styled.div`
  ${wrapRow(2, 3)}
  align-items: center;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.error};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.palette.error};
  font-size: ${fontSize.sm};
  p {
    margin: 0;
  }
`;

export const StyledStatus = styled.p`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.primarySoft};
  color: ${({ theme }) => theme.palette.text};
`;

export const StyledActions = styled.div`
  display: flex;
  gap: ${space(2)};
`;
