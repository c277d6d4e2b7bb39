export { SiteNav, type NavItem } from './SiteNav';
