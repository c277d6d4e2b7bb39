import type { Plugin } from 'vite';
import type * as PrerenderPage from './prerenderPage.tsx';
import { createServer } from 'vite';
import { routeFileName } from './routePages.ts';

/**
 * Writes the first paint of the screens marked `prerender: true` in routes.ts into the HTML the
 * server sends for them (index.html for `/`, routes/<name>.html for the others, written by
 * routePages.ts): the app bar and the screen, already styled, inside `#root`, so the largest
 * paint needs no JavaScript (ADR 0013). They are rendered from the real components by
 * prerenderPage.tsx, loaded through a throwaway Vite server so that it sees the same sources,
 * TSX and all, as the app build. Screens marked `prerender: 'server'` get the placeholder the
 * server draws into instead; their pages too load the app after the first paint
 * (loadAfterPaint.ts).
 */
export function prerenderScreens(): Plugin {
  return {
    name: 'folio-prerender-screens',
    apply: 'build',
    // After routePages has written the route pages from the plain index.html.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const server = await createServer({
        root: this.environment.config.root,
        configFile: false,
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        // styled-components ships CommonJS; Vite's interop gives its default export.
        ssr: { noExternal: ['styled-components'] },
      });
      try {
        // Cast: ssrLoadModule types every module as a plain record.
        const { prerenderPage, prerenderedPaths, serverDrawnPaths, SERVER_DRAWN_PLACEHOLDER } =
          (await server.ssrLoadModule('/build/prerenderPage.tsx')) as typeof PrerenderPage;
        const draw = async (routePath: string, drawn: { head: string; root: string }) => {
          const fileName = routeFileName(routePath);
          const html = fileName ? bundle[fileName] : undefined;
          if (!html || html.type !== 'asset' || typeof html.source !== 'string') {
            this.error(`no HTML page for the prerendered route ${routePath}`);
          }
          const page = html.source
            .replace('</head>', `${drawn.head}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root">${drawn.root}</div>`);
          if (!page.includes(drawn.root)) {
            this.error(`${fileName} has no empty <div id="root"></div>`);
          }
          html.source = page;
        };
        for (const routePath of prerenderedPaths()) {
          await draw(routePath, await prerenderPage(routePath));
        }
        // The server draws these on each request, in the placeholder's place.
        for (const routePath of serverDrawnPaths()) {
          await draw(routePath, { head: '', root: SERVER_DRAWN_PLACEHOLDER });
        }
      } finally {
        await server.close();
      }
    },
  };
}
