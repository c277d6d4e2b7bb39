import styled from 'styled-components';
import { media, visuallyHidden, fontSize, space, fontWeight } from '../../theme';
import type { CalendarEventColor } from './generateEvents';
import { demoPage } from '../common/demoPage';
import { plainList } from '../../theme/plainList';

/** The demo page, with narrower side padding on phones so the seven columns keep their room. */
export const StyledCalendarPage = styled.section`
  ${demoPage(1120)}
  ${media.down('sm')} {
    padding-inline: ${space(2)};
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  margin: 0 ${space(1)} ${space(3)};
  h2 {
    margin: 0 ${space(2)};
    font-size: ${fontSize['2xl']};
    flex: 1;
  }
  /* Zoomed in (188 CSS px): the month on a line of its own above the buttons. */
  ${media.narrow} {
    flex-wrap: wrap;
    h2 {
      flex-basis: 100%;
      order: -1;
      margin-bottom: ${space(1)};
    }
  }
`;

export const StyledMonthTable = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.border};

  th {
    padding: ${space(2)} ${space(0.5)};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.bold};
    color: ${({ theme }) => theme.palette.textMuted};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
  td {
    vertical-align: top;
    height: 72px;
    padding: ${space(1)} ${space(0.5)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    ${media.up('md')} {
      height: 112px;
      padding: ${space(1.5)};
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
  margin-bottom: ${space(0.5)};
  border-radius: 50%;
  font-size: ${fontSize.sm};
  font-weight: ${({ $today }) => ($today ? fontWeight.bold : fontWeight.medium)};
  background: ${({ theme, $today }) => ($today ? theme.palette.primary : 'transparent')};
  color: ${({ theme, $today }) => ($today ? theme.palette.onPrimary : theme.palette.text)};
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;

export const StyledEventList = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space(0.5)};
`;

export const StyledEvent = styled.li<{ $color: CalendarEventColor }>`
  padding: 1px ${space(1)};
  border-radius: 4px;
  font-size: ${fontSize['2xs']};
  line-height: 1.5;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  background: ${({ theme, $color }) => theme.palette[$color]};
  color: ${({ theme, $color }) =>
    $color === 'primary' ? theme.palette.onPrimary : theme.palette.onStatus};

  ${media.up('md')} {
    padding: ${space(0.5)} ${space(1.5)};
    font-size: ${fontSize.xs};
  }
`;

/** The start time: shown from md up, read by screen readers always. */
export const StyledEventTime = styled.span`
  ${media.down('md')} {
    ${visuallyHidden}
  }
  ${media.up('md')} {
    margin-right: ${space(1)};
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledSummary = styled.p`
  margin: ${space(3)} ${space(2)} 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${fontSize.sm};
`;
