import type { RouteName } from '@folio/rules';
import type { Screen } from './screen';

/** Shows the visitor without a session that the screen needs a member, in the page's frame. */
interface MemberOnlyGuard {
  /** The heading of the notice. */
  heading: string;
  /** The width of the page's own frame: a form, or the wider event form. */
  frame: 'form' | 'wide';
}

export interface RouteDefinition {
  /** The document title (`<title> · Folio`) and the heading of pages that show one. */
  title: string;
  /** The screen; without one, the designed "not public yet" page (docs/requirements.md §2). */
  screen?: Screen;
  /** Tells a visitor before typing anything that the screen needs a member login. */
  memberOnly?: MemberOnlyGuard;
  /**
   * The screen shows before any JavaScript has run. `true`: the build draws it into its HTML
   * (build/prerender.ts), for screens that look the same to every visitor at first. `'server'`:
   * the server draws it with its data on each request (prerender/renderEvents.tsx), and the build leaves a
   * placeholder for it.
   */
  prerender?: true | 'server';
  /**
   * Built ahead of the server operations it needs (named in a comment on the line, not in a
   * string: the table is in the landing route's budgeted bytes): the route shows the "not public
   * yet" page until the reference server serves them, then this line goes.
   */
  awaitsServer?: true;
  /**
   * A page without the site's bar and navigation (App.tsx): the sandbox gateway's payment page
   * looks like a gateway's site, not like the shop (docs/requirements.md §2 "Payment page").
   */
  bare?: true;
}

/** One route of the app. */
export interface AppRoute extends RouteDefinition {
  name: RouteName;
  /** The react-router path pattern. */
  path: string;
  screen: Screen;
  /** Whether the route shows a finished screen rather than the "not public yet" page. */
  isPublic: boolean;
}
