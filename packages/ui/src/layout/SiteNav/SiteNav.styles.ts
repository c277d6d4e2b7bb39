import styled from 'styled-components';
import { media, space } from '../../theme';
import { StyledNavLink } from '../AppShell/AppShell.styles';

/** Stacked as the drawer stacks its children. */
export const StyledSiteNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${space(0.5)};
`;

export const StyledSiteNavLink = styled(StyledNavLink)`
  display: flex;
  min-height: 48px;
`;

/** The account and theme part, under the links, as the app bar offers them. */
export const StyledSiteNavAccount = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space(1)};
  margin-top: ${space(3)};
  padding-top: ${space(3)};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  /* Zoomed in (188 CSS px, the drawer about 160): the words wrap inside their button. */
  ${media.narrow} {
    > * {
      max-width: 100%;
      white-space: normal;
      text-align: start;
    }
  }
`;
