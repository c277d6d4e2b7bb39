import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { FolioThemeProvider, type ThemeMode } from '@folio/ui';
import { AppRoutes } from '../App';
import { appRoutes } from '../routes';
import { AlertProvider } from '../shell/AlertProvider';
import { PRERENDER_ATTRIBUTE } from '../shell/prerendered';
import { SessionProvider } from '../shell/SessionProvider';

/** What goes around the screen while it is drawn (the events list's data, for example). */
type Wrap = (screen: ReactNode) => ReactNode;

/** `path` as a visitor without a session sees it in one theme: the markup and its CSS. */
function renderScreen(path: string, mode: ThemeMode, wrap: Wrap) {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <FolioThemeProvider mode={mode}>
          <AlertProvider>
            <MemoryRouter initialEntries={[path]}>
              <SessionProvider>
                {wrap(<AppRoutes themeMode={mode} onToggleTheme={() => {}} />)}
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
 * A screen's first paint without JavaScript (docs/adr/0013-fast-as-shipped.md, decision 5): the
 * real layout and screen, rendered in both themes; the visitor's system preference
 * (`prefers-color-scheme`) shows one. Returns what goes in `<head>` (the styles) and inside
 * `#root` (the markup). main.tsx renders the app over it; the styles go then, since the app's
 * own take their place. Used by the build (build/prerender.ts) for the screens that look the same
 * to every visitor, and by the server for /events with its first page (renderEvents.tsx).
 *
 * A copy holding a form is `inert` until then: nothing can be typed into fields the app is about
 * to replace (it would be lost), and a form cannot be sent as a plain GET with a password in the
 * URL. Links stay live: without the app they are ordinary page loads.
 */
export async function drawScreen(path: string, wrap: Wrap = (screen) => screen) {
  const route = appRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  // Rendered without suspending: React's renderToString does not wait for a lazy page.
  await route.screen.preload();
  const media = {
    light: '(prefers-color-scheme: light), not all and (prefers-color-scheme: dark)',
    dark: '(prefers-color-scheme: dark)',
  };
  const modes = (['light', 'dark'] as const).map((mode) => ({
    mode,
    ...renderScreen(path, mode, wrap),
  }));
  const head = modes
    .map(
      ({ mode, css }) =>
        `<style ${PRERENDER_ATTRIBUTE}="${mode}" media="${media[mode]}">${css}</style>`,
    )
    .join('');
  const hide = `<style ${PRERENDER_ATTRIBUTE}="switch">@media ${media.light}{div[${PRERENDER_ATTRIBUTE}=dark]{display:none}}@media ${media.dark}{div[${PRERENDER_ATTRIBUTE}=light]{display:none}}</style>`;
  const root = modes
    .map(({ mode, markup }) => {
      const inert = markup.includes('<form') ? ' inert' : '';
      return `<div ${PRERENDER_ATTRIBUTE}="${mode}"${inert}>${markup}</div>`;
    })
    .join('');
  return { head: head + hide, root };
}
