import styled from 'styled-components';
import { media, fontSize, space, fontWeight } from '../../theme';
import { demoPage } from '../common/demoPage';
import { stepBadge, type StepState } from '../common/stepperStyles';

export const StyledStepper = styled.section`
  ${demoPage(880)}
`;

export const StyledStepperCard = styled.div`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
`;

export const StyledStepList = styled.ol`
  display: flex;
  list-style: none;
  margin: 0;
  padding: ${space(3)} ${space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  ${media.up('md')} {
    padding: ${space(4)};
    gap: ${space(2)};
  }
`;

export const StyledStepItem = styled.li`
  flex: 1 1 0;
  min-width: 0;
  display: flex;
  align-items: center;
  ${media.up('md')} {
    &:not(:last-child)::after {
      content: '';
      flex: 1 1 auto;
      height: 1px;
      margin-left: ${space(2)};
      background: ${({ theme }) => theme.palette.border};
    }
  }
`;

export const StyledStepButton = styled.button<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(1.5)};
  width: 100%;
  padding: ${space(2)} ${space(1)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  font-size: ${fontSize.sm};
  font-weight: ${({ $state }) => ($state === 'current' ? fontWeight.bold : fontWeight.medium)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.palette.textMuted : theme.palette.text)};
  cursor: pointer;

  ${media.up('md')} {
    flex-direction: row;
    width: auto;
    padding: ${space(2)} ${space(3)};
    font-size: ${fontSize.md};
    white-space: nowrap;
  }

  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
`;

export const StyledStepBadge = styled.span<{ $state: StepState }>`
  ${stepBadge('text')}
`;

export const StyledStepPanel = styled.section`
  padding: ${space(6)} ${space(5)};
  min-height: 180px;
  h2 {
    font-size: ${fontSize['2xl']};
  }
  p {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledStepCount = styled.p`
  font-size: ${fontSize.sm};
  margin-bottom: ${space(1)};
`;

export const StyledStepActions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(4)} ${space(5)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
`;
