import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';
import { fontSize, media, radius, space, fontWeight } from '../../theme';
import { plainList } from '../../theme/plainList';
import { row, stack, wrapRow } from '../../theme/layout';
import { headingAndText } from '../../theme/headingAndText';

type SlotLook = 'open' | 'taken' | 'past' | 'mine' | 'loading';

/** `$visitor`: on a phone the way to book (log in) comes before the slots, not after all seven. */
export const StyledBookingView = styled.section<{ $visitor: boolean }>`
  width: min(1040px, 100%);
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(12)};
  display: grid;
  gap: ${space(6)};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: ${({ $visitor }) => ($visitor ? `'intro' 'aside' 'main'` : `'intro' 'main' 'aside'`)};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) 300px;
    grid-template-areas: 'intro intro' 'main aside';
  }
`;

export const StyledIntro = styled.header`
  grid-area: intro;
  ${headingAndText('h1', fontSize['6xl'], 2)}
  p {
    max-width: 64ch;
    color: ${({ theme }) => theme.palette.textMuted};
    line-height: 1.7;
  }
`;

export const StyledMain = styled.div`
  grid-area: main;
  ${stack(4)}
  min-width: 0;
`;

export const StyledAside = styled.aside`
  grid-area: aside;
  h2 {
    margin: 0 0 ${space(3)};
    font-size: ${fontSize['2xl']};
  }
`;

/** The fifteen days, as chips that wrap (a radio group: arrow keys move the choice). */
export const StyledDates = styled.div`
  ${wrapRow(2)}
`;

export const StyledDate = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-block;
    padding: ${space(1.5)} ${space(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${radius.pill};
    background: ${({ theme }) => theme.palette.surface};
    font-size: ${fontSize.sm};
    white-space: nowrap;
  }
  input:checked + span {
    background: ${({ theme }) => theme.palette.primary};
    border-color: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.onPrimary};
    font-weight: ${fontWeight.bold};
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

export const StyledSlots = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space(2)};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const look = (theme: DefaultTheme, status: SlotLook) =>
  ({
    open: theme.palette.primary,
    mine: theme.palette.success,
    taken: theme.palette.textMuted,
    past: theme.palette.border,
    loading: theme.palette.border,
  })[status];

export const StyledSlot = styled.li<{ $status: SlotLook }>`
  ${row(3)}
  min-height: 56px;
  padding: ${space(2)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-left: 4px solid ${({ theme, $status }) => look(theme, $status)};
  border-radius: ${radius.md};
  background: ${({ theme }) => theme.palette.surface};
  strong {
    font-variant-numeric: tabular-nums;
  }
  button {
    margin-left: auto;
  }
  ${({ $status }) =>
    ($status === 'past' || $status === 'taken') &&
    css`
      background: ${({ theme }) => theme.palette.surfaceAlt};
      color: ${({ theme }) => theme.palette.textMuted};
    `}
`;

export const StyledStatus = styled.span`
  font-size: ${fontSize.sm};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledNote = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.md};
  background: ${({ theme, $error }) => ($error ? theme.palette.surfaceAlt : theme.palette.primarySoft)};
  color: ${({ theme, $error }) => ($error ? theme.palette.error : theme.palette.text)};
  font-size: ${fontSize.md};
`;

export const StyledMine = styled.div`
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  ul {
    ${plainList}
    ${stack(2)}
  }
  li {
    ${row(2)}
    justify-content: space-between;
    font-size: ${fontSize.md};
  }
  li strong {
    display: block;
    font-variant-numeric: tabular-nums;
  }
`;

/** A booking's topic in 我的預約, under its time. */
export const StyledTopic = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

/** Its note, muted, at most two lines (its title attribute holds it all). */
export const StyledBookingNote = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  white-space: pre-line;
  font-size: ${fontSize.sm};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StyledMineLoading = styled.div`
  ${stack(2)}
  p {
    font-size: ${fontSize.sm};
  }
`;

export const StyledLogin = styled.div`
  padding: ${space(5)};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.palette.primarySoft};
  p {
    margin: 0 0 ${space(4)};
    line-height: 1.6;
  }
`;

export const StyledLoginLink = styled(Link)`
  display: inline-block;
  padding: ${space(2)} ${space(5)};
  border-radius: ${radius.sm};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  font-weight: ${fontWeight.bold};
  text-decoration: none;
`;
