export { AppShell } from './AppShell';
export {
  StyledNavLink as AppBarLink,
  StyledAccountLink as AppBarAccountLink,
} from './AppShell.styles';
