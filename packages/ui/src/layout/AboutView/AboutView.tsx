import { pathTo } from '@folio/rules';
import {
  StyledAbout,
  StyledActionLink,
  StyledActions,
  StyledEyebrow,
  StyledLead,
  StyledSection,
  StyledSections,
  StyledTogether,
} from './AboutView.styles';

/** What the owner does, one line a field. */
const SKILLS = [
  {
    title: '前端',
    text: 'React 與 TypeScript，以 Storybook 一個元件一個元件地開發，每個狀態都有文件與測試。',
  },
  {
    title: '後端',
    text: 'Node.js、Fastify、PostgreSQL 與 SQLite；先寫 OpenAPI 契約，再讓伺服器照著它驗證與回應。',
  },
  {
    title: '品質',
    text: '單元、元件與端對端測試，加上效能預算與無障礙檢查，在手機與桌機上都量過。',
  },
] as const;

/** How the owner works, one line each. */
const WAYS = [
  '先把需求與錯誤訊息寫清楚，再做出可以點的畫面。',
  '每個重要的決定都寫成簡短的紀錄，讓接手的人看得懂為什麼。',
  '網站本身就是作品：這裡的會員、活動、商店、預約與客服都實際可用。',
] as const;

/**
 * The about page (`/about`, docs/requirements.md §2): who the site's owner is, the same
 * full-stack web developer the landing view greets with and the resume page introduces, what
 * they do and how they work, and two next steps: a consultation (/booking/booking) and the work
 * itself (/resume).
 */
export function AboutView() {
  return (
    <StyledAbout data-folio="about-view" aria-labelledby="about-title">
      <StyledEyebrow>FULL-STACK WEB DEVELOPER</StyledEyebrow>
      <h1 id="about-title">關於我</h1>
      <StyledLead>
        你好，我是一位全端網頁開發者。從資料庫、API
        到使用者介面，我喜歡把一個產品從頭到尾完整做出來，並讓它在手機與桌機上都好用。
      </StyledLead>

      <StyledSections>
        <StyledSection aria-labelledby="about-skills">
          <h2 id="about-skills">我做什麼</h2>
          <ul>
            {SKILLS.map(({ title, text }) => (
              <li key={title}>
                <strong>{title}</strong>
                {text}
              </li>
            ))}
          </ul>
        </StyledSection>
        <StyledSection aria-labelledby="about-ways">
          <h2 id="about-ways">我怎麼工作</h2>
          <ul>
            {WAYS.map((way) => (
              <li key={way}>{way}</li>
            ))}
          </ul>
        </StyledSection>
      </StyledSections>

      <StyledTogether aria-labelledby="about-together">
        <h2 id="about-together">一起合作</h2>
        <p>想聊聊你的專案、技術選型或合作機會？預約一小時的線上諮詢，或先看看我的作品。</p>
        <StyledActions>
          <StyledActionLink to={pathTo('booking')} $primary>
            預約一對一諮詢
          </StyledActionLink>
          <StyledActionLink to={pathTo('resume')}>看看我的作品</StyledActionLink>
        </StyledActions>
      </StyledTogether>
    </StyledAbout>
  );
}
