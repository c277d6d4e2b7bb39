import styled from 'styled-components';
import { media } from '../../theme';

export const StyledDatePickerPage = styled.section`
  max-width: 420px;
  margin: 0 auto;
  padding: 24px 16px;
  ${media.up('md')} {
    padding: 40px 24px;
  }
  h1 {
    font-size: 1.75rem;
    margin-bottom: 16px;
  }
`;

export const StyledPicker = styled.div`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow: hidden;
`;

export const StyledPickerHeader = styled.div`
  padding: 16px 20px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  p {
    margin: 0;
  }
`;

export const StyledPickerLabel = styled.p`
  font-size: 0.875rem;
  letter-spacing: 0.04em;
`;

export const StyledPickerValue = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1.4;
  word-break: keep-all;
  margin-top: 4px !important;
`;

export const StyledMonthNav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 8px 0;
`;

export const StyledMonthLabel = styled.h2`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
`;

export const StyledGrid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  margin: 4px 0 12px;
  padding: 0 8px;

  th {
    height: 36px;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  td {
    padding: 2px 0;
    text-align: center;
  }
`;

export const StyledDay = styled.button<{ $today: boolean; $selected: boolean }>`
  width: 40px;
  height: 40px;
  max-width: 100%;
  border-radius: 50%;
  border: 1px solid
    ${({ theme, $today, $selected }) =>
      $today && !$selected ? theme.palette.primary : 'transparent'};
  background: ${({ theme, $selected }) => ($selected ? theme.palette.primary : 'transparent')};
  color: ${({ theme, $selected, $today }) =>
    $selected ? theme.palette.onPrimary : $today ? theme.palette.primary : theme.palette.text};
  font-weight: ${({ $today, $selected }) => ($today || $selected ? 700 : 400)};
  cursor: pointer;

  &:hover {
    background: ${({ theme, $selected }) =>
      $selected ? theme.palette.primary : theme.palette.surfaceAlt};
  }
`;

export const StyledPickerFooter = styled.p`
  margin: 0;
  padding: 0 20px 16px;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.textMuted};
`;
