import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { FolioThemeProvider, type ThemeMode } from '@folio/ui';
import HomePage from '../src/pages/HomePage';
import { AlertProvider } from '../src/shell/AlertProvider';
import { Layout } from '../src/shell/Layout';
import { SessionProvider } from '../src/shell/SessionProvider';

/** The attribute marking a prerendered copy of the landing page inside #root (main.tsx reads it). */
export const PRERENDER_ATTRIBUTE = 'data-prerender';

/** `/` as a visitor without a session sees it in one theme: the markup and its CSS. */
function renderHome(mode: ThemeMode) {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <FolioThemeProvider mode={mode}>
          <AlertProvider>
            <MemoryRouter initialEntries={['/']}>
              <SessionProvider>
                <Routes>
                  <Route element={<Layout themeMode={mode} onToggleTheme={() => {}} />}>
                    <Route path="/" element={<HomePage />} />
                  </Route>
                </Routes>
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
 * The landing page's first paint without JavaScript (issue 13): the real layout and greeting,
 * rendered in both themes; the visitor's system preference (`prefers-color-scheme`) shows one.
 * Returns what goes in `<head>` (the styles) and inside `#root` (the markup). main.tsx renders
 * the app over it; the styles are removed then, since the app's own take their place.
 */
export function prerenderHome() {
  const media = {
    light: '(prefers-color-scheme: light), not all and (prefers-color-scheme: dark)',
    dark: '(prefers-color-scheme: dark)',
  };
  const modes = (['light', 'dark'] as const).map((mode) => ({ mode, ...renderHome(mode) }));
  const head = modes
    .map(
      ({ mode, css }) =>
        `<style ${PRERENDER_ATTRIBUTE}="${mode}" media="${media[mode]}">${css}</style>`,
    )
    .join('');
  const hide = `<style ${PRERENDER_ATTRIBUTE}="switch">@media ${media.light}{div[${PRERENDER_ATTRIBUTE}=dark]{display:none}}@media ${media.dark}{div[${PRERENDER_ATTRIBUTE}=light]{display:none}}</style>`;
  const root = modes
    .map(({ mode, markup }) => `<div ${PRERENDER_ATTRIBUTE}="${mode}">${markup}</div>`)
    .join('');
  return { head: head + hide, root };
}
