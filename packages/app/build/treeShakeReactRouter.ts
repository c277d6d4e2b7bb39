import type { Plugin } from 'vite';

/** react-router's published modules (`dist/development|production/*.mjs`). */
const REACT_ROUTER_MODULE =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]dist[\\/].+\.mjs$/;
/** A component's or context's name for React DevTools, set at the top level of the module. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** A top-level `var X = React.forwardRef(…)` or `React.memo(…)`: pure, but not marked so. */
const WRAPPED_COMPONENT = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo)\()/gm;
/** Framework mode's `<PrefetchPageLinks>`, which `<Link prefetch>` renders. */
const PREFETCH_PAGE_LINKS = /^function PrefetchPageLinks\(/m;
/** The switch of the development warnings: the one line where `dist/production` differs. */
const DEV_WARNINGS = /^var ENABLE_DEV_WARNINGS = true;$/m;

/**
 * Lets the bundler leave out the parts of react-router the app cannot reach (ADR 0013: landing
 * JS ≤ 100 KB, docs/adr/0013-fast-as-shipped.md). react-router ships as one large module, so what
 * stays is decided statement by statement, and two patterns in it keep code no one uses:
 *
 * - Components made with `forwardRef` (Link, NavLink, Form, ScrollRestoration…) are not marked
 *   pure and get a `displayName` at the top level; to the bundler both are side effects, so
 *   `<Form>` stays, and with it `useSubmit` and the form-encoding helpers, though the app renders
 *   no react-router `<Form>`. The wrappers are marked pure and the `displayName`s dropped (React
 *   reads them only for DevTools and development warnings).
 * - `<Link>` renders framework mode's `<PrefetchPageLinks>` (route-module and data prefetching,
 *   ~1.4 KB gzip with its helpers) only inside a framework or RSC router: `usePrefetchBehavior`
 *   never asks for it without that router's context, and `PrefetchPageLinks` itself throws without
 *   it. The app renders a `BrowserRouter`, so it is replaced by a component that renders nothing,
 *   and the original (renamed) is left for the bundler to drop.
 *
 * - The package's exports resolve to `dist/development`, whose warnings (long messages about
 *   misused routes, a "Hey developer" error screen) stay in the bundle behind
 *   `ENABLE_DEV_WARNINGS = true`. `dist/production` is the same code with that switch off and
 *   nothing else different, so switching it off here gives the app react-router's production build.
 *
 * Lines keep their place, so the source maps stay right to the line (`map: null`: the code did not
 * move). Should react-router's code change shape, a pattern stops matching and the bytes come back:
 * `pnpm budgets` and `pnpm bench` show it; nothing breaks.
 */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'folio-tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_MODULE },
      handler(code) {
        const shaken = code
          .replace(DEV_WARNINGS, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(DISPLAY_NAME, '')
          .replace(WRAPPED_COMPONENT, '$1/* @__PURE__ */ $2')
          .replace(
            PREFETCH_PAGE_LINKS,
            'function PrefetchPageLinks() { return null; } function FrameworkPrefetchPageLinks(',
          );
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}
