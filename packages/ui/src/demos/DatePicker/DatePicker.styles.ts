import styled from 'styled-components';
import { fontSize, space, fontWeight } from '../../theme';
import { demoPage } from '../common/demoPage';

export const StyledDatePickerPage = styled.section`
  ${demoPage(420)}
`;

export const StyledPicker = styled.div`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow: hidden;
`;

export const StyledPickerHeader = styled.div`
  padding: ${space(4)} ${space(5)};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  p {
    margin: 0;
  }
`;

export const StyledPickerLabel = styled.p`
  font-size: ${fontSize.sm};
  letter-spacing: 0.04em;
`;

export const StyledPickerValue = styled.p`
  font-size: ${fontSize['2xl']};
  font-weight: ${fontWeight.bold};
  line-height: 1.4;
  word-break: keep-all;
  margin-top: ${space(1)} !important;
`;

export const StyledMonthNav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${space(2)} ${space(2)} 0;
`;

export const StyledMonthLabel = styled.h2`
  margin: 0;
  font-size: ${fontSize.base};
  font-weight: ${fontWeight.bold};
`;

export const StyledGrid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  margin: ${space(1)} 0 ${space(3)};
  padding: 0 ${space(2)};

  th {
    height: 36px;
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.bold};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  td {
    padding: ${space(0.5)} 0;
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
  font-weight: ${({ $today, $selected }) => ($today || $selected ? fontWeight.bold : fontWeight.regular)};
  cursor: pointer;

  &:hover {
    background: ${({ theme, $selected }) =>
      $selected ? theme.palette.primary : theme.palette.surfaceAlt};
  }
`;

export const StyledPickerFooter = styled.p`
  margin: 0;
  padding: 0 ${space(5)} ${space(4)};
  font-size: ${fontSize.xs};
  color: ${({ theme }) => theme.palette.textMuted};
`;
