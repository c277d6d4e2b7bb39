export type RouteGroup = 'named' | 'unnamed' | 'demo' | 'shopping' | 'other';

export interface RouteEntry {
  /** react-router path pattern, exactly as docs/requirements.md §2 lists it. */
  path: string;
  /** Shown in the document title and in placeholders. */
  title: string;
  /** docs/requirements.md §2's sentence about the screen. */
  description: string;
  group: RouteGroup;
}

/**
 * The complete route table of docs/requirements.md §2, one entry per path. Pure data (no React), so tests and
 * tools can read it; routes.ts attaches each screen.
 */
export const routeTable: RouteEntry[] = [
  // Named routes
  {
    path: '/',
    title: '首頁',
    group: 'named',
    description: 'Full-height, centred greeting that the owner is a full-stack web developer.',
  },
  {
    path: '/about',
    title: '關於',
    group: 'named',
    description: 'About: content not shown in the specification.',
  },
  {
    path: '/test',
    title: 'Dashboard',
    group: 'named',
    description:
      'Dashboard placeholder: top bar with Dashboard, Users, Calendar, Analytics; a mobile drawer; Sales Overview cards; Project Management list; Issue Tracking; Analytics Overview table. All hard-coded. /login lands here.',
  },
  {
    path: '/api-test',
    title: 'API 測試',
    group: 'named',
    description:
      'Calls a ping endpoint and shows the returned status and message, otherwise the text Loading...',
  },
  {
    path: '/login',
    title: 'Login',
    group: 'named',
    description:
      'Login with English labels: email, password, remember me, forgot-password link, sign-up link. Success stores the session and goes to /test.',
  },
  {
    path: '/account',
    title: '個人資料',
    group: 'named',
    description:
      'Form with nickname, bio (4 rows), avatar with an upload-image button, e-mail, and a country select whose only option is a placeholder. Static; triggers no call.',
  },
  {
    path: '/change-password',
    title: '變更密碼',
    group: 'named',
    description:
      'Fields old password, new password, confirm new password, each with show/hide. Success logs the user out and goes to /login.',
  },
  {
    path: '/register',
    title: '註冊',
    group: 'named',
    description:
      'Fields name or nickname, e-mail, password, confirm password (both with show/hide), submit. Success shows an alert then goes to /login.',
  },
  {
    path: '/email-verify',
    title: 'Email 驗證',
    group: 'named',
    description:
      'Reads id, hash, expires, signature from the link; no visible UI except an alert dialog; success goes to /login.',
  },
  {
    path: '/dialog',
    title: '對話框測試',
    group: 'named',
    description: 'An empty dialog, maximum width 500.',
  },
  {
    path: '/type',
    title: 'Type',
    group: 'named',
    description: 'Content not shown in the specification.',
  },
  {
    path: '/temp',
    title: 'Temp',
    group: 'named',
    description: 'Content not shown in the specification.',
  },
  {
    path: '/resend-verification-email',
    title: '重寄驗證信',
    group: 'named',
    description: 'Fields email and password; shows a dialog with the server message.',
  },
  {
    path: '/forgot-password',
    title: '忘記密碼',
    group: 'named',
    description: 'Field email only; shows a dialog with the server message.',
  },
  {
    path: '/reset-password',
    title: '重設密碼',
    group: 'named',
    description:
      'Reads query parameters token and email; fields new password and confirm password; success goes to /login.',
  },
  {
    path: '/login-new',
    title: '會員登入',
    group: 'named',
    description:
      'Member login: e-mail, password with show/hide, Remember me, links to forgot-password and register, login button with loading state; success goes to /resume.',
  },
  {
    path: '/create-event',
    title: '建立活動',
    group: 'named',
    description: 'Create form; on success goes to /events.',
  },
  {
    path: '/create-event-new',
    title: '建立活動（連續）',
    group: 'named',
    description: 'Create-event variant that stays on the page and resets the form.',
  },
  // Unnamed routes
  {
    path: '/events/:id/edit',
    title: '編輯活動',
    group: 'unnamed',
    description: 'Edit form, pre-filled from the server.',
  },
  {
    path: '/events',
    title: '活動',
    group: 'unnamed',
    description:
      'Paginated list with keyword search, an image lightbox, and a buy button with no action.',
  },
  {
    path: '/events-test',
    title: '活動測試列表',
    group: 'unnamed',
    description: 'An events test list without paging.',
  },
  {
    path: '/resume',
    title: '履歷',
    group: 'unnamed',
    description: 'The post-login landing page: links to every demo.',
  },
  {
    path: '/login-demo',
    title: '登入示範',
    group: 'unnamed',
    description:
      'Chinese login form with demo credentials prefilled; success goes to /resume; links to forgot-password and register.',
  },
  {
    path: '/faq',
    title: '常見問題',
    group: 'unnamed',
    description:
      'FAQ accordion with 5 entries: refund within 30 days, contact, promotions, international shipping, order changes.',
  },
  {
    path: '/pricing-sections',
    title: '方案價格',
    group: 'unnamed',
    description:
      'Three plans per month: basic 250, advanced 900, growth 1800; annual-billing monthly averages 200, 720, 1440.',
  },
  {
    path: '/feedbacks',
    title: '滿意度回饋',
    group: 'unnamed',
    description: 'Ratings feedback: five-step satisfaction rating.',
  },
  {
    path: '/timelines',
    title: '時間軸',
    group: 'unnamed',
    description: 'Timeline: four conference items.',
  },
  // Demo routes
  {
    path: '/steppers',
    title: '步驟條',
    group: 'demo',
    description: 'Four labelled steps, editable and non-linear, step 2 selected at first.',
  },
  {
    path: '/radio-groups',
    title: '方案選擇',
    group: 'demo',
    description:
      'Plan radio list: hobby, professional, enterprise, custom; hobby preselected; prices 150, 450, 1500 per month.',
  },
  {
    path: '/credit-card',
    title: '信用卡表單',
    group: 'demo',
    description: 'Credit card form: card number, expiry (MM/YY), CVV; no validation.',
  },
  {
    path: '/footer-section',
    title: '頁尾',
    group: 'demo',
    description: 'Footer: six links, four social icons, copyright line with the current year.',
  },
  {
    path: '/data-table',
    title: '進度表格',
    group: 'demo',
    description:
      'Editable progress table: id, name, progress (coloured bar), actions; edit dialog, delete removes the row locally.',
  },
  {
    path: '/tabs',
    title: '分頁標籤',
    group: 'demo',
    description: 'Tabs: my account, security, notifications, billing.',
  },
  {
    path: '/counter',
    title: '計數器',
    group: 'demo',
    description:
      'Shared count persisted in local storage under the key count; increment, decrement, doubled value; syncs across browser tabs.',
  },
  {
    path: '/counter-duplicate',
    title: '計數器（副本）',
    group: 'demo',
    description: 'The same shared counter, to show it syncing.',
  },
  {
    path: '/cafe-card',
    title: '餐廳卡片',
    group: 'demo',
    description:
      'Sample restaurant card, rating 4.5 from 413 reviews, four time slots, a book button with a 2-second loading state.',
  },
  {
    path: '/photo-search',
    title: '標籤搜尋',
    group: 'demo',
    description:
      'Selectable tag chips filtered by a text search; the next button clears the selection after a 2-second loading state.',
  },
  {
    path: '/list-group',
    title: '巢狀選單',
    group: 'demo',
    description:
      'Nested menu with users, admin (manage, settings), operations (add, view, update, delete).',
  },
  {
    path: '/navi-drawer',
    title: '導覽側欄',
    group: 'demo',
    description: 'Navigation drawer: a rail that expands on hover.',
  },
  {
    path: '/otp-input',
    title: '驗證碼輸入',
    group: 'demo',
    description: 'OTP input: 4 digits, with a resend button that clears the input.',
  },
  {
    path: '/range-slider',
    title: '範圍滑桿',
    group: 'demo',
    description: 'Range slider: initial values 20 and 40, step 10.',
  },
  {
    path: '/slide-groups',
    title: '滑動選項',
    group: 'demo',
    description: 'Slide group: 20 options.',
  },
  {
    path: '/steppers-box',
    title: '訂單步驟',
    group: 'demo',
    description:
      'Order stepper: order confirmation, delivery choice, finish; total = subtotal + shipping.',
  },
  {
    path: '/ratings',
    title: '評分',
    group: 'demo',
    description: 'Ratings: initial value 3, half steps.',
  },
  {
    path: '/calendar',
    title: '日期選擇',
    group: 'demo',
    description: 'The /calendar demo is a date picker.',
  },
  // Shopping routes (content not shown in the specification)
  {
    path: '/shopping/create',
    title: '新增商品',
    group: 'shopping',
    description: 'Shopping: content not shown.',
  },
  {
    path: '/shopping/update/:id',
    title: '編輯商品',
    group: 'shopping',
    description: 'Shopping: content not shown.',
  },
  {
    path: '/shopping/product-detail/:id',
    title: '商品詳情',
    group: 'shopping',
    description: 'Product detail: not shown.',
  },
  {
    path: '/shopping/product-detail-plus/:id',
    title: '商品詳情（進階）',
    group: 'shopping',
    description: 'Enhanced product detail: not shown.',
  },
  {
    path: '/shopping/spec-type',
    title: '商品規格系統',
    group: 'shopping',
    description: 'Product-specification system: not shown.',
  },
  {
    path: '/shopping/create-plus',
    title: '新增商品（進階）',
    group: 'shopping',
    description: 'Product editing: not shown.',
  },
  {
    path: '/shopping/update-plus/:id',
    title: '編輯商品（進階）',
    group: 'shopping',
    description: 'Product editing: not shown.',
  },
  {
    path: '/shopping/checkout/confirm',
    title: '確認訂單',
    group: 'shopping',
    description: 'Confirm: not shown.',
  },
  {
    path: '/shopping/checkout/confirm-changeweb',
    title: '確認訂單（切換網站）',
    group: 'shopping',
    description: 'Confirm-change-website: not shown.',
  },
  {
    path: '/shopping/checkout/result',
    title: '訂單結果',
    group: 'shopping',
    description: 'Result: not shown.',
  },
  {
    path: '/shopping/manage/:company_flag/category',
    title: '分類管理',
    group: 'shopping',
    description: 'Category management: not shown.',
  },
  {
    path: '/shopping/changeweb',
    title: '切換網站',
    group: 'shopping',
    description: 'Change-website: not shown.',
  },
  // Other routes
  {
    path: '/tasks/task-mail',
    title: '排程任務',
    group: 'other',
    description: 'A task scheduler with progress (a one-second progress poll): not shown.',
  },
  {
    path: '/test/test-view',
    title: '測試檢視',
    group: 'other',
    description: 'Content not shown in the specification.',
  },
  {
    path: '/chat/chat-box',
    title: '智慧客服',
    group: 'other',
    description: 'Smart customer-service chat: not shown.',
  },
  {
    path: '/cargo/login',
    title: '貨運登入',
    group: 'other',
    description: 'Cargo login: not shown.',
  },
  { path: '/cargo', title: '貨運', group: 'other', description: 'Cargo: not shown.' },
  {
    path: '/booking/booking',
    title: '預約系統',
    group: 'other',
    description: 'Booking system (date today or later, start at the next whole hour): not shown.',
  },
  {
    path: '/test/idp-test',
    title: '身分提供者測試',
    group: 'other',
    description: 'Identity-provider test: not shown.',
  },
  {
    path: '/callback',
    title: '登入回呼',
    group: 'other',
    description: 'Callback test: not shown.',
  },
];

/** A concrete URL for a route: every path parameter becomes 14 (the first product id the resume links to). */
export const samplePath = (path: string) => path.replace(/:[a-z_]+/g, '14');

/** The title shown in the browser tab. */
export const documentTitle = (title: string) => `${title} · Folio`;
