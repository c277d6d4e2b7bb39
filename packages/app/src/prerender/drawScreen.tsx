import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { FolioThemeProvider, systemTheme } from '@folio/ui';
import { AppRoutes } from '../App';
import { appRoutes } from '../routes';
import { AlertProvider } from '../layout/AlertProvider';
import { PRERENDER_ATTRIBUTE } from './prerendered';
import { SessionProvider } from '../session/SessionProvider';

/** What goes around the screen while it is drawn (the events list's data, for example). */
type Wrap = (screen: ReactNode) => ReactNode;

/**
 * JSON that can sit inside `<script>`: `<` is written as its escape, so no text of an event or a
 * product (a name such as `</script><script>…`) can close the element early. JSON.parse reads it
 * unchanged.
 */
export const inScript = (json: string) => json.replace(/</g, '\\u003c');

/** `path` as a visitor without a session sees it: the markup and its CSS. */
function renderScreen(path: string, wrap: Wrap) {
  // `path` is the address drawn (`/shopping/product-detail/15?variant=3`), not the route's pattern.
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <FolioThemeProvider theme={systemTheme}>
          <AlertProvider>
            <MemoryRouter initialEntries={[path]}>
              <SessionProvider>
                {wrap(<AppRoutes themeMode="system" onToggleTheme={() => {}} />)}
              </SessionProvider>
            </MemoryRouter>
          </AlertProvider>
        </FolioThemeProvider>,
      ),
    );
    // The CSS alone: a `data-styled` tag would be taken over by the client's styled-components.
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map(([, text = '']) => text)
      .join('');
    return { markup, css };
  } finally {
    sheet.seal();
  }
}

/**
 * A screen's first paint without JavaScript (docs/adr/0013-fast-as-shipped.md, decisions 5 and
 * 10): the real layout and screen, drawn once in the system theme, whose colours are CSS custom
 * properties that the visitor's system preference (`prefers-color-scheme`) sets to the light or
 * the dark theme's. Returns what goes in `<head>` (the styles) and inside `#root` (the markup).
 * main.tsx renders the app over it; the styles go then, since the app's own take their place.
 * Used by the build (build/prerender.ts) for the screens that look the same to every visitor,
 * and by the server for /events with its first page (renderEvents.tsx) and for a product's page
 * (renderProduct.tsx).
 *
 * A drawing holding a form is `inert` until then: nothing can be typed into fields the app is
 * about to replace (it would be lost), and a form cannot be sent as a plain GET with a password
 * in the URL. Links stay live: without the app they are ordinary page loads.
 */
export async function drawScreen(
  path: string,
  wrap: Wrap = (screen) => screen,
  /** The address drawn, for a route with a parameter (`/shopping/product-detail/15`). */
  at: string = path,
) {
  const route = appRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  // Rendered without suspending: React's renderToString does not wait for a lazy page.
  await route.screen.preload();
  const { markup, css } = renderScreen(at, wrap);
  const inert = markup.includes('<form') ? ' inert' : '';
  return {
    head: `<style ${PRERENDER_ATTRIBUTE}="system">${css}</style>`,
    root: `<div ${PRERENDER_ATTRIBUTE}="system"${inert}>${markup}</div>`,
  };
}
