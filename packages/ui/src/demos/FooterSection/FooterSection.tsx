import type { ReactNode } from 'react';
import { pathTo } from '@folio/rules';
import { IconSvg } from '../../primitives/icons';
import {
  StyledCopyright,
  StyledFooter,
  StyledFooterAnchor,
  StyledFooterLink,
  StyledLinkList,
  StyledSocialLink,
  StyledSocialList,
  StyledTagline,
} from './FooterSection.styles';

interface FooterLink {
  label: string;
  /** A path of the app (`/faq`, rendered as a router link) or a full URL. */
  href: string;
}

/** The six links of the footer (docs/requirements.md §2), all to screens of this site. */
const footerLinks: FooterLink[] = [
  { label: '首頁', href: pathTo('home') },
  { label: '關於我', href: pathTo('about') },
  { label: '作品履歷', href: pathTo('resume') },
  { label: '活動列表', href: pathTo('events') },
  { label: '價格方案', href: pathTo('pricingSections') },
  { label: '常見問題', href: pathTo('faq') },
];

/** The four social networks, each an inline SVG named by its link's label. */
const socialLinks: { label: string; href: string; icon: ReactNode }[] = [
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: (
      <IconSvg>
        <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />
      </IconSvg>
    ),
  },
  {
    label: 'X（Twitter）',
    href: 'https://x.com/',
    icon: (
      <IconSvg>
        <path d="M4 4h4.5L20 20h-4.5zM19.5 4l-6.2 7M10.7 13L4.5 20" />
      </IconSvg>
    ),
  },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    icon: (
      <IconSvg>
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
      </IconSvg>
    ),
  },
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <IconSvg>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5v.01" />
      </IconSvg>
    ),
  },
];

interface FooterSectionProps {
  /** The year in the copyright line. The app passes the current year; stories pass a fixed one. */
  year: number;
  /** Name in the copyright line. @default 'Folio' */
  owner?: string;
  /** The footer links. @default the six links of docs/requirements.md §2 (`footerLinks`) */
  links?: FooterLink[];
}

/** The site footer of `/footer-section` (docs/requirements.md §2): four social icons, six links and a copyright line. */
export function FooterSection({ year, owner = 'Folio', links = footerLinks }: FooterSectionProps) {
  return (
    <StyledFooter data-folio="footer-section">
      <StyledSocialList aria-label="社群網站">
        {socialLinks.map((s) => (
          <li key={s.label}>
            <StyledSocialLink
              href={s.href}
              aria-label={s.label}
              title={s.label}
              target="_blank"
              rel="noopener noreferrer"
            >
              {s.icon}
            </StyledSocialLink>
          </li>
        ))}
      </StyledSocialList>
      <nav aria-label="頁尾連結">
        <StyledLinkList>
          {links.map((link) => (
            <li key={link.href}>
              {link.href.startsWith('/') ? (
                <StyledFooterLink to={link.href}>{link.label}</StyledFooterLink>
              ) : (
                <StyledFooterAnchor href={link.href}>{link.label}</StyledFooterAnchor>
              )}
            </li>
          ))}
        </StyledLinkList>
      </nav>
      <StyledTagline>
        一位全端網頁開發者的作品集：從介面設計、元件庫到 API 與資料庫，每個細節都親手打造。
      </StyledTagline>
      <StyledCopyright>
        © {year} {owner}．保留所有權利。
      </StyledCopyright>
    </StyledFooter>
  );
}
