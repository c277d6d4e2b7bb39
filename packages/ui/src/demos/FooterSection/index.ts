export {
  FooterSection,
  footerLinks,
  socialLinks,
  type FooterLink,
  type FooterSectionProps,
} from './FooterSection';
