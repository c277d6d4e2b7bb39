import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../build/routePages';

/**
 * One name per screen (docs/architecture.md §1, "Feature folders"): the route name, the page file
 * and the ui component it shows are one name, so a screen is found by any of them. These tests
 * read the sources (routes.ts, the feature folders, @folio/ui's folders) and fail when one drifts.
 */

const src = new URL('./', import.meta.url);
const uiSrc = new URL('../../ui/src/', import.meta.url);
const read = (url: URL) => readFileSync(url, 'utf8');
const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** Every page file of the app: `features/<feature>/<Name>Page.tsx`, as `./features/…` without `.tsx`. */
const pageFiles = readdirSync(new URL('features/', src), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((feature) =>
    readdirSync(new URL(`features/${feature.name}/`, src))
      .filter((file) => file.endsWith('Page.tsx'))
      .map((file) => `./features/${feature.name}/${file.replace(/\.tsx$/, '')}`),
  );

/** The screen name of a page module: `./features/member/LoginPage` → `login`. */
const screenOf = (module: string) => lowerFirst(module.replace(/^.*\/|Page$/g, ''));

/** Which page each route has, as the build reads routes.ts (build/routePages.ts), awaiting ones too. */
const routes = routeModules(read(new URL('routes.ts', src)), { awaiting: true });

/**
 * Pages shown without a route name of their own: the "not public yet" page of every route
 * without a screen (routes.ts), and the 404 page of any other path (App.tsx).
 */
const pagesWithoutRoute = [
  './features/portfolio/NotPublicPage',
  './features/portfolio/NotFoundPage',
];

/**
 * Screens with no ui component named after them, and what they show instead: the events forms
 * share EventForm, the shop's product editors ProductEditor, the test list shows the events' view, the carriers' login the login form, the hand-off and the sandbox's page the views named for what they show (viewPages below), and two member screens are the app's own
 * markup. A screen that gains a component of its name must leave this list.
 */
const sharedOrNone: Record<string, string | null> = {
  apiTest: null,
  emailVerify: null,
  eventsTest: 'EventsView',
  createEvent: 'EventForm',
  editEvent: 'EventForm',
  shoppingCreate: 'ProductEditor',
  shoppingUpdate: 'ProductEditor',
  cargoLogin: 'LoginForm',
  checkoutConfirmChangeweb: 'PaymentHandoffView',
  changeweb: 'SandboxGatewayView',
};

/**
 * Screen-sized ui components shown by a page of another name: the checkout's hand-off screen
 * (route checkoutConfirmChangeweb), the sandbox gateway's payment page (route changeweb), and the
 * owner's bookings, which administrators see on the booking screen (docs/adr/0017).
 */
const viewPages: Record<string, string> = {
  PaymentHandoffView: 'CheckoutConfirmChangewebPage',
  SandboxGatewayView: 'ChangewebPage',
  ManageBookingsView: 'BookingPage',
};

/**
 * Pages not built yet because the server does not serve their calls (their routes keep the "not
 * public yet" page, docs/requirements.md §2): their views wait for them. Built, a page leaves this list.
 */
const awaitingServer: string[] = [];

/**
 * The ui components a page imports from @folio/ui (values, not types), itself or through a part
 * of its own feature folder that it renders (ChatBoxPage shows ChatBox through the ChatPanel it
 * shares with the shop's launcher).
 */
function uiImports(module: string, depth = 1): string[] {
  const source = read(new URL(`${module}.tsx`, src));
  const names = [...source.matchAll(/import \{([^}]*)\} from '@folio\/ui'/g)].flatMap(
    ([, list = '']) => list.split(',').map((name) => name.trim()),
  );
  const parts = [...source.matchAll(/^import [A-Z]\w* from '\.\/(\w+)';$/gm)].flatMap(
    ([, part = '']) =>
      depth > 0 ? uiImports(`${module.replace(/[^/]*$/, '')}${part}`, depth - 1) : [],
  );
  return [...names.filter((name) => /^[A-Z]/.test(name)), ...parts];
}

/** The folder of a ui component (`packages/ui/src/<group>/<Name>/`), if it has one. */
function uiFolder(name: string): URL | undefined {
  return readdirSync(uiSrc, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((group) => new URL(`${group.name}/${name}/`, uiSrc))
    .find((folder) => existsSync(folder));
}

describe('one name per screen', () => {
  it('names each page after the route that shows it; a variant route adds a suffix', () => {
    const modules = new Set(routes.map((route) => route.module));
    for (const module of modules) {
      const screen = screenOf(module);
      const names = routes.filter((route) => route.module === module).map((route) => route.name);
      // The route of the page's own name, and variants such as loginMember or counterDuplicate.
      expect(names, module).toContain(screen);
      for (const name of names) expect(name, module).toMatch(new RegExp(`^${screen}([A-Z]\\w*)?$`));
    }
  });

  it('keeps every page in a feature folder, each shown by the route table or the app', () => {
    const shown = new Set([...routes.map((route) => route.module), ...pagesWithoutRoute]);
    expect([...shown].filter((module) => !pageFiles.includes(module))).toEqual([]);
    expect(pageFiles.filter((module) => !shown.has(module))).toEqual([]);
    expect(read(new URL('App.tsx', src))).toContain(`import('${pagesWithoutRoute[1]}')`);
    expect(read(new URL('routes.ts', src))).toContain(`import('${pagesWithoutRoute[0]}')`);
  });

  it('exports each page under its file name', () => {
    for (const module of pageFiles) {
      const name = module.replace(/^.*\//, '');
      expect(read(new URL(`${module}.tsx`, src)), module).toMatch(
        new RegExp(`^export default function ${name}\\(`, 'm'),
      );
    }
  });

  it('shows in each page the ui component of its name (Name, NameForm or NameView), with its stories', () => {
    const screens = new Map([
      ...routes.map((route) => [route.name, route.module] as const),
      ...pagesWithoutRoute.map((module) => [screenOf(module), module] as const),
    ]);
    for (const [screen, module] of screens) {
      if (screenOf(module) !== screen) continue; // a variant shows its screen's page
      const shown = uiImports(module);
      const own = ['', 'Form', 'View'].map((suffix) => upperFirst(screen) + suffix);
      const component = shown.find((name) => own.includes(name));
      if (screen in sharedOrNone) {
        expect(component, `${screen} now has a component of its own`).toBeUndefined();
        const instead = sharedOrNone[screen];
        if (instead) expect(shown, screen).toContain(instead);
        continue;
      }
      expect(component, `${module} shows none of ${own.join(', ')}`).toBeDefined();
      const folder = uiFolder(component ?? '');
      expect(folder, `${component} has no folder in packages/ui/src/<group>/`).toBeDefined();
      if (!folder) continue;
      const stories = new URL(`${component}.stories.tsx`, folder);
      expect(read(stories), `${component}'s stories`).toMatch(
        new RegExp(`title: '\\w+/${component}'`),
      );
    }
  });

  it('names every screen-sized ui component (…View) after the page that shows it', () => {
    const views = readdirSync(uiSrc, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((group) => readdirSync(new URL(`${group.name}/`, uiSrc)))
      .filter((name) => name.endsWith('View'));
    expect(views.length).toBeGreaterThan(0);
    for (const view of views) {
      const page = viewPages[view] ?? `${view.replace(/View$/, '')}Page`;
      const hasPage = pageFiles.some((module) => module.endsWith(`/${page}`));
      expect(hasPage, `${view} has no page ${page}`).toBe(!awaitingServer.includes(page));
    }
  });
});
