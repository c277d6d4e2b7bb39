import styled from 'styled-components';
import { media } from '../../theme';

export const StyledStepper = styled.section`
  max-width: 880px;
  margin: 0 auto;
  padding: 24px 16px;
  ${media.up('md')} {
    padding: 40px 24px;
  }
  h1 {
    font-size: 1.75rem;
    margin-bottom: 24px;
  }
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
  padding: 12px 8px;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  ${media.up('md')} {
    padding: 16px;
    gap: 8px;
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
      margin-left: 8px;
      background: ${({ theme }) => theme.palette.border};
    }
  }
`;

export const StyledStepButton = styled.button<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  padding: 8px 4px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  font-size: 0.875rem;
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 500)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.palette.textMuted : theme.palette.text)};
  cursor: pointer;

  ${media.up('md')} {
    flex-direction: row;
    width: auto;
    padding: 8px 12px;
    font-size: 0.9375rem;
    white-space: nowrap;
  }

  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
`;

export const StyledStepBadge = styled.span<{ $state: 'done' | 'current' | 'todo' }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  font-size: 0.875rem;
  font-weight: 700;
  background: ${({ theme, $state }) =>
    $state === 'todo' ? theme.palette.surfaceAlt : theme.palette.primary};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.palette.text : theme.palette.onPrimary)};
  border: 1px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.palette.border : theme.palette.primary)};
  svg {
    width: 16px;
    height: 16px;
  }
`;

export const StyledStepPanel = styled.section`
  padding: 24px 20px;
  min-height: 180px;
  h2 {
    font-size: 1.25rem;
  }
  p {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledStepCount = styled.p`
  font-size: 0.875rem;
  margin-bottom: 4px;
`;

export const StyledStepActions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
`;
