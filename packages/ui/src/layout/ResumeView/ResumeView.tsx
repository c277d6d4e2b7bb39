import { Link } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { WarningIcon } from '../../primitives/icons';
import { resumeSections, type ResumeLink, type ResumeSection } from './resumeLinks';
import {
  StyledCard,
  StyledCardGrid,
  StyledCardHeading,
  StyledCardTitle,
  StyledEyebrow,
  StyledBadge,
  StyledHero,
  StyledMoreLinks,
  StyledNotice,
  StyledPath,
  StyledResume,
  StyledSection,
} from './ResumeView.styles';

export interface ResumeViewProps {
  /** The groups of links. @default every demo of docs/requirements.md §2, grouped (`resumeSections`) */
  sections?: ResumeSection[];
  /**
   * Whether a path opens a finished demo. The app passes its route table's answer; cards whose
   * links all open the "not public yet" page move behind the working ones and carry a badge.
   * @default every path is public
   */
  isPublic?: (path: string) => boolean;
}

/** A card is public when any of its links opens a finished screen. */
function cardIsPublic(link: ResumeLink, isPublic: (path: string) => boolean): boolean {
  return link.more ? link.more.some((m) => isPublic(m.to)) : isPublic(link.to);
}

/** Working demos first: sections with a public card before the rest, and public cards first inside each. */
function orderResume(
  sections: ResumeSection[],
  isPublic: (path: string) => boolean,
): { section: ResumeSection; links: { link: ResumeLink; public: boolean }[] }[] {
  const ordered = sections.map((section) => {
    const links = section.links.map((link) => ({ link, public: cardIsPublic(link, isPublic) }));
    return {
      section,
      links: [...links.filter((l) => l.public), ...links.filter((l) => !l.public)],
    };
  });
  const working = (s: (typeof ordered)[number]) => s.links.some((l) => l.public);
  return [...ordered.filter(working), ...ordered.filter((s) => !working(s))];
}

const everyPathPublic = () => true;

/** The badge's id, so a card's links are described as "not public yet" to screen readers too. */
const badgeId = (link: ResumeLink) => `resume-not-public-${link.to}`;

/**
 * The resume page (`/resume`), the landing page after login (docs/requirements.md §1, §2): an introduction of the
 * full-stack web developer, a hint that some demo actions need an administrator login (through
 * `/login-demo`), and every demo as a link with a short description, grouped by theme. The texts
 * of the task scheduler and the booking system describe the one-second progress poll and the
 * booking rule (date today or later, start at the next whole hour); their section leads.
 */
export function ResumeView({
  sections = resumeSections,
  isPublic = everyPathPublic,
}: ResumeViewProps) {
  return (
    <StyledResume data-folio="resume-view">
      <StyledHero>
        <StyledEyebrow>FULL-STACK WEB DEVELOPER</StyledEyebrow>
        <h1>你好，我是一位全端網頁開發者</h1>
        <p>
          從資料庫、API
          到使用者介面，我喜歡把一個產品從頭到尾完整做出來。這裡整理了我的展示作品：智慧客服、商品規格系統、活動與會員流程、任務排程、預約系統，以及許多
          UI 元件。點選任一項目即可開啟。
        </p>
      </StyledHero>

      <StyledNotice aria-label="管理員登入提示">
        <WarningIcon />
        <p>
          部分展示功能（例如新增與編輯商品）需要管理員權限。建議先透過
          <Link to={pathTo('loginDemo')}>展示登入頁</Link>
          以管理員身分登入，再操作這些功能。
        </p>
      </StyledNotice>

      {orderResume(sections, isPublic).map(({ section, links }) => (
        <StyledSection key={section.id} aria-labelledby={`resume-${section.id}`}>
          <h2 id={`resume-${section.id}`}>{section.title}</h2>
          <p>{section.intro}</p>
          <StyledCardGrid>
            {links.map(({ link, public: isLive }) => (
              <StyledCard key={link.to}>
                {link.more ? (
                  <StyledCardHeading>{link.title}</StyledCardHeading>
                ) : (
                  <StyledCardTitle
                    to={link.to}
                    aria-describedby={isLive ? undefined : badgeId(link)}
                  >
                    {link.title}
                  </StyledCardTitle>
                )}
                {!isLive && <StyledBadge id={badgeId(link)}>尚未公開</StyledBadge>}
                <StyledPath>{link.to}</StyledPath>
                <p>{link.description}</p>
                {link.more && (
                  <StyledMoreLinks aria-label={link.title}>
                    {link.more.map((m) => (
                      <li key={m.to}>
                        <Link to={m.to} aria-describedby={isLive ? undefined : badgeId(link)}>
                          {m.label}
                        </Link>
                      </li>
                    ))}
                  </StyledMoreLinks>
                )}
              </StyledCard>
            ))}
          </StyledCardGrid>
        </StyledSection>
      ))}
    </StyledResume>
  );
}
