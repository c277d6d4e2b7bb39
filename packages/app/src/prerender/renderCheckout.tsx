import { SERVER_DRAWN_PLACEHOLDER } from './prerendered';
import { drawScreen } from './drawScreen';
import { checkoutPagePaths } from './serverDrawn';

/**
 * The checkout's confirm or result page drawn on the server as a visitor without a session sees
 * it (docs/adr/0013-fast-as-shipped.md, decision 14): `at` is the address asked for
 * (`/shopping/checkout/confirm?shop=folio`), `template` the build's page for the route. Confirm
 * shows 登入會員後即可結帳 and the login that comes back to `at`; result, the member-only notice.
 * Neither needs data, so nothing travels with the page. packages/server/src/checkoutPage.ts calls
 * it only for a browser without the member hint; a member gets the build's page undrawn.
 */
export async function renderCheckout(at: string, template: string) {
  const placeholder = `<div id="root">${SERVER_DRAWN_PLACEHOLDER}</div>`;
  if (!template.includes(placeholder)) throw new Error(`the template has no ${placeholder}`);
  const pathname = at.split('?')[0] ?? '';
  const route = checkoutPagePaths.find((candidate) => candidate === pathname);
  if (!route) throw new Error(`${pathname} is not a checkout page the server draws`);
  const { head, root } = await drawScreen(route, (screen) => screen, at);
  return template
    .replace('</head>', `${head}\n  </head>`)
    .replace(placeholder, `<div id="root">${root}</div>`);
}
