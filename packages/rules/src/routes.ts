/**
 * Every path of the app, by route name: the route table of docs/requirements.md §2. The app's
 * router is built from these names (packages/app/src/routes.ts gives each one its title and
 * screen), the resume page in ui links to them, and every link or navigation builds its URL with
 * `pathTo`, so a path is written once and a misspelt name fails type checking.
 */
export const routePaths = {
  // named
  home: '/',
  about: '/about',
  dashboard: '/test',
  apiTest: '/api-test',
  login: '/login',
  account: '/account',
  changePassword: '/change-password',
  register: '/register',
  emailVerify: '/email-verify',
  dialog: '/dialog',
  type: '/type',
  temp: '/temp',
  resendVerification: '/resend-verification-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  loginMember: '/login-new',
  createEvent: '/create-event',
  createEventAndStay: '/create-event-new',
  // unnamed
  editEvent: '/events/:id/edit',
  events: '/events',
  eventsTest: '/events-test',
  resume: '/resume',
  loginDemo: '/login-demo',
  faq: '/faq',
  pricingSections: '/pricing-sections',
  satisfactionRating: '/feedbacks',
  timeline: '/timelines',
  // demo
  stepperDemo: '/steppers',
  planRadioList: '/radio-groups',
  creditCard: '/credit-card',
  footerSection: '/footer-section',
  dataTable: '/data-table',
  settingsTabs: '/tabs',
  counter: '/counter',
  counterDuplicate: '/counter-duplicate',
  cafeCard: '/cafe-card',
  photoSearch: '/photo-search',
  listGroup: '/list-group',
  navigationRail: '/navi-drawer',
  otpInput: '/otp-input',
  rangeSlider: '/range-slider',
  slideGroup: '/slide-groups',
  orderStepper: '/steppers-box',
  ratings: '/ratings',
  datePicker: '/calendar',
  // shopping
  storefront: '/shopping',
  shoppingCreate: '/shopping/create',
  shoppingUpdate: '/shopping/update/:id',
  productDetail: '/shopping/product-detail/:id',
  productDetailPlus: '/shopping/product-detail-plus/:id',
  specType: '/shopping/spec-type',
  shoppingCreatePlus: '/shopping/create-plus',
  shoppingUpdatePlus: '/shopping/update-plus/:id',
  checkoutConfirm: '/shopping/checkout/confirm',
  checkoutConfirmChangeweb: '/shopping/checkout/confirm-changeweb',
  checkoutResult: '/shopping/checkout/result',
  categoryManage: '/shopping/manage/:company_flag/category',
  changeweb: '/shopping/changeweb',
  // shopping, routes of our own (docs/adr/0031-checkout-payment-and-delivery.md)
  cart: '/shopping/cart',
  orderList: '/shopping/orders',
  orderDetail: '/shopping/orders/:id',
  manageOrders: '/shopping/manage/orders',
  // other
  taskMail: '/tasks/task-mail',
  // The administrators' view of every task (docs/adr/0017 "The operator's view").
  manageTasks: '/tasks/manage',
  testView: '/test/test-view',
  chatBox: '/chat/chat-box',
  chatInbox: '/chat/inbox',
  cargoLogin: '/cargo/login',
  cargo: '/cargo',
  booking: '/booking/booking',
  signinTest: '/test/idp-test',
  signinCallback: '/callback',
} as const;

/** The name of a route: `'events'`, `'editEvent'`, … */
export type RouteName = keyof typeof routePaths;

/** The parameter names of a path pattern: `'/events/:id/edit'` → `'id'`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route's path parameters take: `{ id: 3 }` for `editEvent`, nothing for `events`. */
type RouteParams<Name extends RouteName> = Record<
  ParamNames<(typeof routePaths)[Name]>,
  string | number
>;

/**
 * The URL of a route: `pathTo('events')` is `/events`, `pathTo('editEvent', { id: 3 })` is
 * `/events/3/edit`. A route with parameters needs them all; one without takes none.
 */
export function pathTo<Name extends RouteName>(
  name: Name,
  ...[params]: ParamNames<(typeof routePaths)[Name]> extends never ? [] : [RouteParams<Name>]
): string {
  const values: Record<string, string | number> = params ?? {};
  return routePaths[name].replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(values[key])),
  );
}
