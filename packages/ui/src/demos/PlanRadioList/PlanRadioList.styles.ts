import styled from 'styled-components';

export const StyledPlanRadioList = styled.fieldset`
  margin: 0;
  min-width: 0;
  width: 100%;
  max-width: 560px;
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: 6px;
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

export const StyledPlan = styled.label<{ $checked: boolean }>`
  clear: both;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 14px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.palette.primary : theme.palette.border)};
  box-shadow: ${({ theme, $checked }) => ($checked ? `inset 0 0 0 1px ${theme.palette.primary}` : 'none')};
  background: ${({ theme, $checked }) => ($checked ? theme.palette.primarySoft : theme.palette.surface)};
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.palette.primary};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.palette.primary};
  }
`;

export const StyledPlanText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    font-size: 1rem;
  }
  small {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledPrice = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;

  strong {
    font-size: 1.125rem;
  }
  small {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledContact = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.palette.primary};
  text-align: right;
`;

export const StyledChosen = styled.p`
  margin: 6px 0 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.palette.textMuted};

  strong {
    color: ${({ theme }) => theme.palette.text};
  }
`;
