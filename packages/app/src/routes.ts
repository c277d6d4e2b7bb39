import { matchPath } from 'react-router-dom';
import { lazy, type PreloadableComponent } from './shell/preloadable';
import { routeTable, type RouteEntry } from './routeTable';

export { documentTitle, samplePath, routeTable, type RouteEntry } from './routeTable';

/** What every page component receives. */
export interface PageProps {
  route: AppRoute;
}

export interface AppRoute extends RouteEntry {
  /** The screen, loaded on demand: each page module is its own chunk. */
  Page: PreloadableComponent<PageProps>;
}

type LazyPage = AppRoute['Page'];

/** Screens whose content the specification does not show: the designed "not public yet" page. */
const NotPublicPage = lazy(() => import('./pages/NotPublicPage'));

/** The screens built so far, by route path. */
const pages: Partial<Record<string, LazyPage>> = {
  '/': lazy(() => import('./pages/HomePage')),
  '/dialog': lazy(() => import('./pages/DialogTestPage')),
  '/login': lazy(() => import('./pages/member/LoginPage')),
  '/login-new': lazy(() => import('./pages/member/LoginPage')),
  '/login-demo': lazy(() => import('./pages/member/LoginPage')),
  '/register': lazy(() => import('./pages/member/RegisterPage')),
  '/resend-verification-email': lazy(() => import('./pages/member/ResendVerificationPage')),
  '/forgot-password': lazy(() => import('./pages/member/ForgotPasswordPage')),
  '/reset-password': lazy(() => import('./pages/member/ResetPasswordPage')),
  '/change-password': lazy(() => import('./pages/member/ChangePasswordPage')),
  '/email-verify': lazy(() => import('./pages/member/EmailVerifyPage')),
  '/account': lazy(() => import('./pages/member/AccountPage')),
  '/api-test': lazy(() => import('./pages/member/ApiTestPage')),
  '/events': lazy(() => import('./pages/events/EventsPage')),
  '/events-test': lazy(() => import('./pages/events/EventsTestPage')),
  '/create-event': lazy(() => import('./pages/events/CreateEventPage')),
  '/create-event-new': lazy(() => import('./pages/events/CreateEventPage')),
  '/events/:id/edit': lazy(() => import('./pages/events/EditEventPage')),
  '/faq': lazy(() => import('./pages/demos/FaqPage')),
  '/timelines': lazy(() => import('./pages/demos/TimelinePage')),
  '/steppers': lazy(() => import('./pages/demos/StepperDemoPage')),
  '/tabs': lazy(() => import('./pages/demos/SettingsTabsPage')),
  '/footer-section': lazy(() => import('./pages/demos/FooterSectionPage')),
  '/list-group': lazy(() => import('./pages/demos/ListGroupPage')),
  '/navi-drawer': lazy(() => import('./pages/demos/NavigationRailPage')),
  '/credit-card': lazy(() => import('./pages/demos/CreditCardPage')),
  '/data-table': lazy(() => import('./pages/demos/DataTablePage')),
  '/otp-input': lazy(() => import('./pages/demos/OtpInputPage')),
  '/range-slider': lazy(() => import('./pages/demos/RangeSliderPage')),
  '/slide-groups': lazy(() => import('./pages/demos/SlideGroupPage')),
  '/ratings': lazy(() => import('./pages/demos/RatingsPage')),
  '/feedbacks': lazy(() => import('./pages/demos/FeedbacksPage')),
  '/cafe-card': lazy(() => import('./pages/demos/CafeCardPage')),
  '/photo-search': lazy(() => import('./pages/demos/PhotoSearchPage')),
  '/steppers-box': lazy(() => import('./pages/demos/OrderStepperPage')),
  '/radio-groups': lazy(() => import('./pages/demos/PlanRadioPage')),
  '/pricing-sections': lazy(() => import('./pages/demos/PricingPage')),
  '/counter': lazy(() => import('./pages/demos/CounterPage')),
  '/counter-duplicate': lazy(() => import('./pages/demos/CounterPage')),
  '/calendar': lazy(() => import('./pages/demos/CalendarPage')),
  '/test': lazy(() => import('./pages/DashboardPage')),
  '/resume': lazy(() => import('./pages/ResumePage')),
};

export const routes: AppRoute[] = routeTable.map((entry) => ({
  ...entry,
  Page: pages[entry.path] ?? NotPublicPage,
}));

/** Whether a concrete path opens a finished screen rather than the "not public yet" page. */
export function isPublicPath(pathname: string): boolean {
  return routes.some((r) => r.Page !== NotPublicPage && matchPath(r.path, pathname) !== null);
}
