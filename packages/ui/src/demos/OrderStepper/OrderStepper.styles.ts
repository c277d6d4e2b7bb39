import styled from 'styled-components';
import { visuallyHidden, fontSize, space, fontWeight } from '../../theme';
import { cardSurface } from '../../theme/cardSurface';
import { choiceCard } from '../common/choiceCard';
import { row, stack } from '../../theme/layout';
import { stepBadge, type StepState } from '../common/stepperStyles';

export const StyledOrderStepper = styled.section`
  width: 100%;
  max-width: 720px;
  ${cardSurface('sm')}
  overflow: hidden;

  h2 {
    margin: 0;
    padding: ${space(5)} ${space(5)} 0;
    font-size: ${fontSize['2xl']};
  }
`;

export const StyledSteps = styled.ol`
  ${row(2)}
  margin: 0;
  padding: ${space(4)} ${space(5)};
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
`;

export const StyledStep = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  ${row(2)}
  flex: 1;
  min-width: 0;
  font-size: ${fontSize.md};
  font-weight: ${({ $state }) => ($state === 'current' ? fontWeight.bold : fontWeight.regular)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.palette.textMuted : theme.palette.text)};

  &:last-child {
    flex: none;
  }
  &:not(:last-child)::after {
    content: '';
    flex: 1;
    min-width: 12px;
    height: 2px;
    border-radius: 1px;
    background: ${({ theme, $state }) => ($state === 'done' ? theme.palette.primary : theme.palette.border)};
  }
`;

export const StyledStepNumber = styled.span<{ $state: StepState }>`
  ${stepBadge('textMuted')}
`;

export const StyledStepLabel = styled.span`
  white-space: nowrap;
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;

export const StyledPanel = styled.div`
  padding: ${space(5)};
  ${stack(4)}

  h3 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  h3:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

export const StyledItems = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${space(2.5)} ${space(2)};
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    font-size: ${fontSize.xs};
    color: ${({ theme }) => theme.palette.textMuted};
    font-weight: ${fontWeight.bold};
  }
  tfoot th,
  tfoot td {
    border-bottom: none;
    font-weight: ${fontWeight.bold};
  }
`;

export const StyledOptions = styled.fieldset`
  margin: 0;
  padding: 0;
  min-width: 0;
  border: none;
  ${stack(2)}

  legend {
    ${visuallyHidden}
  }
`;

export const StyledOption = styled.label<{ $checked: boolean }>`
  ${choiceCard}
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.palette.primary};
  }
  strong {
    display: block;
  }
  small {
    font-size: ${fontSize.xs};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  span[data-part='price'] {
    font-weight: ${fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledSummary = styled.dl`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space(1.5)} 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  font-variant-numeric: tabular-nums;

  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    padding-left: ${space(4)};
    text-align: right;
  }
  dt[data-total],
  dd[data-total] {
    padding-top: ${space(1.5)};
    border-top: 1px solid ${({ theme }) => theme.palette.border};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
    color: ${({ theme }) => theme.palette.text};
  }
`;

export const StyledDone = styled.div`
  ${row(3)}

  svg {
    flex: none;
    width: 40px;
    height: 40px;
    color: ${({ theme }) => theme.palette.success};
  }
`;

export const StyledFooter = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space(3)};
  padding: 0 ${space(5)} ${space(5)};
`;
