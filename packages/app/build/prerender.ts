import type { Plugin } from 'vite';
import type * as PrerenderHome from './prerenderHome.tsx';
import { createServer } from 'vite';

/**
 * Writes the landing page's first paint into index.html, which the server sends for `/` only
 * (routePages.ts): the greeting and the app bar, already styled, inside `#root`, so the largest
 * paint needs no JavaScript (issue 13). They are rendered from the real components by
 * prerenderHome.tsx, loaded through a throwaway Vite server so that it sees the same sources,
 * TSX and all, as the app build.
 */
export function prerenderLanding(): Plugin {
  let root = '';
  return {
    name: 'folio-prerender-landing',
    apply: 'build',
    // After routePages has written the route pages from the plain index.html.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
      const server = await createServer({
        root,
        configFile: false,
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        // styled-components ships CommonJS; Vite's interop gives its default export.
        ssr: { noExternal: ['styled-components'] },
      });
      try {
        // Cast: ssrLoadModule types every module as a plain record.
        const { prerenderHome } = (await server.ssrLoadModule(
          '/build/prerenderHome.tsx',
        )) as typeof PrerenderHome;
        const { head, root: markup } = prerenderHome();
        const page = html.source
          .replace('</head>', `${head}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
        if (!page.includes(markup)) this.error('index.html has no empty <div id="root"></div>');
        html.source = page;
      } finally {
        await server.close();
      }
    },
  };
}
