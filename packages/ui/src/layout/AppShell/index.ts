export { AppShell, type AppShellProps, type NavItem } from './AppShell';
export { StyledNavLink as AppBarLink } from './AppShell.styles';
