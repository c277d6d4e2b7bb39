import styled from 'styled-components';
import { Link, NavLink } from 'react-router-dom';
import { media, space, fontWeight } from '../../theme';

export const StyledSkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 1000;
  padding: ${space(2)} ${space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  font-weight: ${fontWeight.bold};
  &:focus {
    top: 8px;
  }
`;

/** The account part in the bar; below 360 px only in the drawer. */
export const StyledBarAccount = styled.div`
  display: contents;
  ${media.narrow} {
    display: none;
  }
`;

/** The site name beside the logo; below 360 px read by screen readers only. */
export const StyledSiteName = styled.span`
  ${media.narrow} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const StyledMenuSlot = styled.div`
  display: contents;
  ${media.up('md')} {
    display: none;
  }
`;

export const StyledDesktopNav = styled.div`
  display: none;
  ${media.up('md')} {
    display: flex;
    align-items: center;
    gap: ${space(1)};
  }
`;

export const StyledNavLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${space(3.5)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.palette.text};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
  &.active {
    color: ${({ theme }) => theme.palette.primary};
    background: ${({ theme }) => theme.palette.primarySoft};
  }
`;

export const StyledBrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2.5)};
  color: inherit;
  text-decoration: none;
`;

export const StyledLogo = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 9px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  font-size: 0.95rem;
  font-weight: ${fontWeight.bold};
`;

export const StyledMain = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.appBarHeight}px);
  display: flex;
  flex-direction: column;
  &:focus {
    outline: none;
  }
`;

/** The signed-in member's name in the app bar: one line, cut with an ellipsis when long. */
export const StyledAccountLink = styled(StyledNavLink)`
  display: inline-block;
  line-height: 40px;
  max-width: 12em;
  overflow: hidden;
  text-overflow: ellipsis;
  ${media.down('sm')} {
    max-width: 5.5em;
    padding: 0 ${space(2)};
  }
`;
