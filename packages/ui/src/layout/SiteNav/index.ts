export { SiteNav, type SiteNavProps, type NavItem } from './SiteNav';
