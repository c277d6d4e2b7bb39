import styled from 'styled-components';
import { media, visuallyHidden } from '../../theme';
import type { CalendarEventColor } from './generateEvents';

export const StyledCalendarPage = styled.section`
  max-width: 1120px;
  margin: 0 auto;
  padding: 24px 8px;
  ${media.up('sm')} {
    padding: 24px 16px;
  }
  ${media.up('md')} {
    padding: 40px 24px;
  }
  h1 {
    font-size: 1.75rem;
    margin: 0 8px 16px;
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0 4px 12px;
  h2 {
    margin: 0 8px;
    font-size: 1.25rem;
    flex: 1;
  }
`;

export const StyledMonthTable = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.border};

  th {
    padding: 8px 2px;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.palette.textMuted};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
  td {
    vertical-align: top;
    height: 72px;
    padding: 4px 2px;
    border: 1px solid ${({ theme }) => theme.palette.border};
    ${media.up('md')} {
      height: 112px;
      padding: 6px;
    }
  }
  td[data-outside] {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
`;

export const StyledDayNumber = styled.span<{ $today: boolean }>`
  display: inline-grid;
  place-items: center;
  min-width: 26px;
  height: 26px;
  margin-bottom: 2px;
  border-radius: 50%;
  font-size: 0.875rem;
  font-weight: ${({ $today }) => ($today ? 700 : 500)};
  background: ${({ theme, $today }) => ($today ? theme.palette.primary : 'transparent')};
  color: ${({ theme, $today }) => ($today ? theme.palette.onPrimary : theme.palette.text)};
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;

export const StyledEventList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

export const StyledEvent = styled.li<{ $color: CalendarEventColor }>`
  padding: 1px 4px;
  border-radius: 4px;
  font-size: 0.75rem;
  line-height: 1.5;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  background: ${({ theme, $color }) => theme.palette[$color]};
  color: ${({ theme, $color }) =>
    $color === 'primary' ? theme.palette.onPrimary : theme.palette.onStatus};

  ${media.up('md')} {
    padding: 2px 6px;
    font-size: 0.8125rem;
  }
`;

/** The start time: shown from md up, read by screen readers always. */
export const StyledEventTime = styled.span`
  ${media.down('md')} {
    ${visuallyHidden}
  }
  ${media.up('md')} {
    margin-right: 4px;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledSummary = styled.p`
  margin: 12px 8px 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.875rem;
`;
