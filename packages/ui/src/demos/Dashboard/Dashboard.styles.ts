import styled, { css } from 'styled-components';
import { media, fontSize, space, fontWeight } from '../../theme';
import { plainList } from '../../theme/plainList';
import { row, twoColumnsFrom } from '../../theme/layout';

export const StyledDashboard = styled.div`
  min-height: 100%;
  background: ${({ theme }) => theme.palette.background};
`;

/** Shown below lg only (the drawer's menu button). */
export const StyledMobileOnly = styled.div`
  display: contents;
  ${media.up('lg')} {
    display: none;
  }
`;

/** Shown from lg up only (the top-bar navigation). */
export const StyledDesktopNav = styled.div`
  display: none;
  ${media.up('lg')} {
    ${row(1)}
  }
`;

const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: 40px;
  padding: 0 ${space(3.5)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  font-weight: ${fontWeight.bold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.palette.primary};
    background: ${({ theme }) => theme.palette.primarySoft};
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

export const StyledNavButton = styled.button`
  ${navItemStyles}
`;

export const StyledPopover = styled.div`
  position: relative;
`;

export const StyledPopoverPanel = styled.div<{ $alignEnd: boolean }>`
  position: absolute;
  z-index: 10;
  top: calc(100% + 6px);
  ${({ $alignEnd }) => ($alignEnd ? 'right: 0;' : 'left: 0;')}
  min-width: 220px;
  padding: ${space(2)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &[hidden] {
    display: none;
  }
`;

export const StyledMenuList = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space(0.5)};
`;

export const StyledMenuItem = styled.button<{ $danger?: boolean }>`
  display: block;
  width: 100%;
  padding: ${space(2)} ${space(3)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  color: ${({ theme, $danger }) => ($danger ? theme.palette.error : theme.palette.text)};
  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
`;

export const StyledSearch = styled.form`
  display: grid;
  gap: ${space(1.5)};
  padding: ${space(2)} ${space(1)} ${space(1)};
  margin-top: ${space(1.5)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  label {
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.bold};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  input {
    width: 100%;
    min-width: 260px;
    min-height: 40px;
    padding: 0 ${space(2.5)};
    border: 1px solid ${({ theme }) => theme.palette.textMuted};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.palette.surface};
  }
  input::placeholder {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

/** A heading of the drawer's groups: small, upper case, muted. */
const drawerHeading = css`
  h2 {
    margin: ${space(3)} ${space(3)} ${space(1)};
    font-size: ${fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledDrawerNav = styled.nav`
  display: grid;
  gap: ${space(1)};
  ${drawerHeading}
  ${StyledNavButton} {
    width: 100%;
    justify-content: flex-start;
  }
  ${StyledSearch} {
    margin: 0 ${space(2)};
    input {
      min-width: 0;
    }
  }
`;

/** The site's navigation under the dashboard's entries in the drawer. */
export const StyledDrawerSite = styled.section`
  margin-top: ${space(3)};
  padding-top: ${space(1)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  ${drawerHeading}
`;

export const StyledMain = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(10)};
  display: grid;
  gap: ${space(6)};
  ${media.up('md')} {
    padding: ${space(8)} ${space(6)} ${space(12)};
  }
`;

export const StyledPageHeader = styled.div`
  h1 {
    font-size: ${fontSize['6xl']};
    margin-bottom: ${space(1)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledPanel = styled.section`
  padding: ${space(4)};
  ${media.up('md')} {
    padding: ${space(5)};
  }
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  min-width: 0;
  > h2 {
    font-size: ${fontSize.xl};
    margin-bottom: ${space(4)};
  }
`;

export const StyledTwoColumns = styled.div`
  ${twoColumnsFrom('lg', 6)}
`;

export const StyledSalesGrid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space(4)};
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const StyledSalesCard = styled.li`
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.surfaceAlt};
  h3 {
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.bold};
    margin: 0 0 ${space(1)};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const StyledSalesValue = styled.p`
  ${row(2, 'baseline')}
  justify-content: space-between;
  margin: 0 0 ${space(2.5)};
  strong {
    font-size: ${fontSize['5xl']};
  }
  span {
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  time {
    white-space: nowrap;
  }
`;

export const StyledProgress = styled.div`
  ${row(2.5)}
  font-weight: ${fontWeight.bold};
  color: ${({ theme }) => theme.palette.primary};
`;

export const StyledProgressTrack = styled.div`
  flex: 1;
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.palette.border};
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    border-radius: 4px;
    background: ${({ theme }) => theme.palette.primary};
  }
`;

export const StyledRowList = styled.ul`
  ${plainList}
  > li {
    ${row(3)}
    padding: ${space(3)} 0;
    border-top: 1px solid ${({ theme }) => theme.palette.border};
  }
  > li:first-child {
    border-top: none;
    padding-top: 0;
  }
`;

export const StyledRowText = styled.div`
  flex: 1;
  min-width: 0;
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  span {
    font-size: ${fontSize.sm};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  time {
    white-space: nowrap;
  }
`;

export type ChipTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

export const StyledChip = styled.span<{ $tone: ChipTone }>`
  display: inline-block;
  flex: none;
  padding: ${space(0.5)} ${space(2.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  ${({ theme, $tone }) =>
    $tone === 'neutral'
      ? css`
          background: ${theme.palette.surfaceAlt};
          color: ${theme.palette.textMuted};
          border: 1px solid ${theme.palette.border};
        `
      : css`
          background: ${theme.palette[$tone]};
          color: ${theme.palette.onStatus};
        `}
`;

/** Says the table scrolls sideways, below md only: from md up the whole table fits. */
export const StyledScrollHint = styled.p`
  margin: 0 0 ${space(2)};
  font-size: ${fontSize.xs};
  color: ${({ theme }) => theme.palette.textMuted};
  ${media.up('md')} {
    display: none;
  }
`;

export const StyledTableScroll = styled.div`
  overflow-x: auto;
  /* A fading right edge (scroll-driven shadow) shows more columns lie beyond the edge. */
  background:
    linear-gradient(to left, ${({ theme }) => theme.palette.surface} 50%, transparent) right / 40px
      100% no-repeat local,
    radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.18), transparent) right / 14px 100%
      no-repeat scroll;
  &:focus-visible {
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  th,
  td {
    padding: ${space(2.5)} ${space(3)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    white-space: nowrap;
  }
  th {
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.bold};
    color: ${({ theme }) => theme.palette.textMuted};
  }
  td[data-numeric],
  th[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
`;
