export { AppShell, type AppShellProps, type NavItem } from './AppShell';
export {
  StyledNavLink as AppBarLink,
  StyledAccountLink as AppBarAccountLink,
} from './AppShell.styles';
