import { pathTo, type RouteName } from '@folio/rules';
import type { AppRoute, RouteDefinition } from './routing/routeDefinition';
import { screen } from './routing/screen';
import { isPublicIn, tableRoutes } from './routing/tableRoutes';

export type { AppRoute };
export { samplePath } from './routing/tableRoutes';

/**
 * The route table of docs/requirements.md §2, in its order, one entry per name of `routePaths`
 * (@folio/rules): the router, the resume's "not public yet" marks and the build's per-route HTML.
 */
const routeTable = {
  home: {
    title: '首頁',
    prerender: true,
    screen: screen(() => import('./features/portfolio/HomePage')),
  },
  about: {
    title: '關於',
    screen: screen(() => import('./features/portfolio/AboutPage')),
  },
  dashboard: {
    title: 'Dashboard',
    screen: screen(() => import('./features/demos/DashboardPage')),
  },
  apiTest: {
    title: 'API 測試',
    screen: screen(() => import('./features/member/ApiTestPage')),
  },
  login: {
    title: 'Login',
    prerender: true,
    screen: screen(() => import('./features/member/LoginPage'), {
      variant: 'english',
      next: pathTo('dashboard'),
    }),
  },
  account: {
    title: '個人資料',
    screen: screen(() => import('./features/member/AccountPage')),
  },
  changePassword: {
    title: '變更密碼',
    screen: screen(() => import('./features/member/ChangePasswordPage')),
    memberOnly: { heading: '修改密碼', frame: 'form' },
  },
  register: {
    title: '註冊',
    prerender: true,
    screen: screen(() => import('./features/member/RegisterPage')),
  },
  emailVerify: {
    title: 'Email 驗證',
    screen: screen(() => import('./features/member/EmailVerifyPage')),
  },
  dialog: {
    title: '對話框測試',
    screen: screen(() => import('./features/demos/DialogPage')),
  },
  type: { title: 'Type' },
  temp: { title: 'Temp' },
  resendVerification: {
    title: '重寄驗證信',
    screen: screen(() => import('./features/member/ResendVerificationPage')),
  },
  forgotPassword: {
    title: '忘記密碼',
    prerender: true,
    screen: screen(() => import('./features/member/ForgotPasswordPage')),
  },
  resetPassword: {
    title: '重設密碼',
    screen: screen(() => import('./features/member/ResetPasswordPage')),
  },
  loginMember: {
    title: '會員登入',
    prerender: true,
    screen: screen(() => import('./features/member/LoginPage'), {
      variant: 'member',
      next: pathTo('resume'),
    }),
  },
  createEvent: {
    title: '建立活動',
    screen: screen(() => import('./features/events/CreateEventPage'), { stay: false }),
    memberOnly: { heading: '建立活動', frame: 'wide' },
  },
  createEventAndStay: {
    title: '建立活動（連續）',
    screen: screen(() => import('./features/events/CreateEventPage'), { stay: true }),
    memberOnly: { heading: '建立活動', frame: 'wide' },
  },
  editEvent: {
    title: '編輯活動',
    screen: screen(() => import('./features/events/EditEventPage')),
  },
  events: {
    title: '活動',
    screen: screen(() => import('./features/events/EventsPage')),
    prerender: 'server',
  },
  eventsTest: {
    title: '活動測試列表',
    screen: screen(() => import('./features/events/EventsTestPage')),
  },
  resume: {
    title: '履歷',
    screen: screen(() => import('./features/portfolio/ResumePage'), { isPublic: isPublicPath }),
  },
  loginDemo: {
    title: '登入示範',
    screen: screen(() => import('./features/member/LoginPage'), {
      variant: 'demo',
      next: pathTo('resume'),
    }),
  },
  faq: {
    title: '常見問題',
    screen: screen(() => import('./features/demos/FaqPage')),
  },
  pricingSections: {
    title: '方案價格',
    screen: screen(() => import('./features/demos/PricingSectionsPage')),
  },
  satisfactionRating: {
    title: '滿意度回饋',
    screen: screen(() => import('./features/demos/SatisfactionRatingPage')),
  },
  timeline: {
    title: '時間軸',
    screen: screen(() => import('./features/demos/TimelinePage')),
  },
  stepperDemo: {
    title: '步驟條',
    screen: screen(() => import('./features/demos/StepperDemoPage')),
  },
  planRadioList: {
    title: '方案選擇',
    screen: screen(() => import('./features/demos/PlanRadioListPage')),
  },
  creditCard: {
    title: '信用卡表單',
    screen: screen(() => import('./features/demos/CreditCardPage')),
  },
  footerSection: {
    title: '頁尾',
    screen: screen(() => import('./features/demos/FooterSectionPage')),
  },
  dataTable: {
    title: '進度表格',
    screen: screen(() => import('./features/demos/DataTablePage')),
  },
  settingsTabs: {
    title: '分頁標籤',
    screen: screen(() => import('./features/demos/SettingsTabsPage')),
  },
  counter: {
    title: '計數器',
    screen: screen(() => import('./features/demos/CounterPage'), {
      other: pathTo('counterDuplicate'),
    }),
  },
  counterDuplicate: {
    title: '計數器（副本）',
    screen: screen(() => import('./features/demos/CounterPage'), { other: pathTo('counter') }),
  },
  cafeCard: {
    title: '餐廳卡片',
    screen: screen(() => import('./features/demos/CafeCardPage')),
  },
  photoSearch: {
    title: '標籤搜尋',
    screen: screen(() => import('./features/demos/PhotoSearchPage')),
  },
  listGroup: {
    title: '巢狀選單',
    screen: screen(() => import('./features/demos/ListGroupPage')),
  },
  navigationRail: {
    title: '導覽側欄',
    screen: screen(() => import('./features/demos/NavigationRailPage')),
  },
  otpInput: {
    title: '驗證碼輸入',
    screen: screen(() => import('./features/demos/OtpInputPage')),
  },
  rangeSlider: {
    title: '範圍滑桿',
    screen: screen(() => import('./features/demos/RangeSliderPage')),
  },
  slideGroup: {
    title: '滑動選項',
    screen: screen(() => import('./features/demos/SlideGroupPage')),
  },
  orderStepper: {
    title: '訂單步驟',
    screen: screen(() => import('./features/demos/OrderStepperPage')),
  },
  ratings: {
    title: '評分',
    screen: screen(() => import('./features/demos/RatingsPage')),
  },
  datePicker: {
    title: '日期選擇',
    screen: screen(() => import('./features/demos/DatePickerPage')),
  },
  storefront: {
    title: '商店',
    screen: screen(() => import('./features/shopping/StorefrontPage')),
  },
  shoppingCreate: {
    title: '新增商品',
    screen: screen(() => import('./features/shopping/ShoppingCreatePage'), { variant: 'basic' }),
  },
  shoppingUpdate: {
    title: '編輯商品',
    screen: screen(() => import('./features/shopping/ShoppingUpdatePage'), { variant: 'basic' }),
  },
  productDetail: {
    title: '商品詳情',
    screen: screen(() => import('./features/shopping/ProductDetailPage'), { variant: 'basic' }),
  },
  productDetailPlus: {
    title: '商品詳情（進階）',
    screen: screen(() => import('./features/shopping/ProductDetailPage'), { variant: 'plus' }),
  },
  specType: {
    title: '商品規格系統',
    screen: screen(() => import('./features/shopping/SpecTypePage')),
  },
  shoppingCreatePlus: {
    title: '新增商品（進階）',
    screen: screen(() => import('./features/shopping/ShoppingCreatePage'), { variant: 'plus' }),
  },
  shoppingUpdatePlus: {
    title: '編輯商品（進階）',
    screen: screen(() => import('./features/shopping/ShoppingUpdatePage'), { variant: 'plus' }),
  },
  checkoutConfirm: {
    title: '確認訂單',
    screen: screen(() => import('./features/checkout/CheckoutConfirmPage')),
  },
  checkoutConfirmChangeweb: {
    title: '確認訂單（切換網站）',
    screen: screen(() => import('./features/checkout/CheckoutConfirmChangewebPage')),
    memberOnly: { heading: '前往付款', frame: 'wide' },
  },
  checkoutResult: {
    title: '訂單結果',
    screen: screen(() => import('./features/checkout/CheckoutResultPage')),
    memberOnly: { heading: '訂單結果', frame: 'wide' },
  },
  categoryManage: {
    title: '分類管理',
    screen: screen(() => import('./features/shopping/CategoryManagePage')),
  },
  changeweb: {
    title: '切換網站',
    screen: screen(() => import('./features/checkout/ChangewebPage')),
    bare: true,
  },
  cart: {
    title: '購物車',
    screen: screen(() => import('./features/checkout/CartPage')),
  },
  orderList: {
    title: '我的訂單',
    screen: screen(() => import('./features/orders/OrderListPage')),
    memberOnly: { heading: '我的訂單', frame: 'wide' },
  },
  orderDetail: {
    title: '訂單明細',
    screen: screen(() => import('./features/orders/OrderDetailPage'), { isPublic: isPublicPath }),
    memberOnly: { heading: '訂單明細', frame: 'wide' },
  },
  manageOrders: {
    title: '訂單管理',
    screen: screen(() => import('./features/orders/ManageOrdersPage')),
  },
  taskMail: {
    title: '排程任務',
    screen: screen(() => import('./features/tasks/TaskMailPage')),
    memberOnly: { heading: '排程任務', frame: 'wide' },
  },
  manageTasks: {
    title: '任務監控',
    screen: screen(() => import('./features/tasks/ManageTasksPage')),
    memberOnly: { heading: '任務監控', frame: 'wide' },
  },
  testView: { title: '測試檢視' },
  chatBox: {
    title: '智慧客服',
    screen: screen(() => import('./features/chat/ChatBoxPage')),
  },
  chatInbox: {
    title: '客服收件匣',
    screen: screen(() => import('./features/chat/ChatInboxPage')),
    memberOnly: { heading: '客服收件匣', frame: 'wide' },
  },
  cargoLogin: {
    title: '貨運登入',
    screen: screen(() => import('./features/delivery/CargoLoginPage')),
  },
  cargo: {
    title: '貨運',
    screen: screen(() => import('./features/delivery/CargoPage')),
  },
  booking: {
    title: '預約系統',
    screen: screen(() => import('./features/booking/BookingPage')),
  },
  signinTest: {
    title: '身分提供者測試',
    screen: screen(() => import('./features/signin/SigninTestPage')),
  },
  signinCallback: {
    title: '登入回呼',
    screen: screen(() => import('./features/signin/SigninCallbackPage')),
  },
} satisfies Record<RouteName, RouteDefinition>;
// The designed "not public yet" page, for every route without a screen of its own.
const notPublic = screen(() => import('./features/portfolio/NotPublicPage'));

/** Every route, in the order of docs/requirements.md §2. */
export const appRoutes: AppRoute[] = tableRoutes(routeTable, notPublic);

/** A route's title (the site bar's 購物車 names its link by it). */
export const routeTitle = (name: RouteName): string => routeTable[name].title;

/** Whether a concrete path opens a finished screen rather than the "not public yet" page. */
export function isPublicPath(pathname: string): boolean {
  return isPublicIn(appRoutes, pathname);
}
