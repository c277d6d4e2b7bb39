import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
// Relative, not '@folio/rules': Node loads the Vite config and cannot import a workspace package's
// TypeScript entry, while a relative import is bundled into the config.
import { routePaths, type RouteName } from '../../rules/src/routes.ts';

type OutputChunk = Rolldown.OutputChunk;

/**
 * One HTML file per route: `routes/<name>.html` (`/events` → `routes/events.html`, `/` →
 * index.html itself) is index.html plus `<link rel="modulepreload">` for that route's own chunk and
 * the chunks it imports, so the browser fetches the screen alongside the entry instead of after
 * it has run. The server sends the route's file for a clean URL (packages/server/src/static.ts)
 * and `routes/_shell.html`, index.html without any route's preloads, for every other one (a path
 * with parameters, an unknown path). No inline script: the CSP allows none.
 *
 * Which module a route shows is read from routes.ts: each entry of its table (`  name: {` at the
 * table's indentation) and the `import('./features/…')` inside it; the route's path is
 * `routePaths[name]` (@folio/rules). The build fails if an entry's name is not a route or if a page
 * import of routes.ts is not found that way; routes.test.ts checks the reading against the table.
 */
const TABLE_START = 'const routeTable = {';
const TABLE_END = '} satisfies Record<RouteName, RouteDefinition>';
const ENTRY = /^ {2}(\w+): \{/gm;
const PAGE = /import\('(\.\/features\/[^']+)'\)/;
const DYNAMIC_PAGE = /import\('\.\/features\//g;
const AWAITS = /^ {4}awaitsServer:/m;
const AWAITS_ALL = /^ {4}awaitsServer:/gm;

/** The page module each entry of routes.ts's table names, by route name, in table order. */
export function routeModules(
  source: string,
  /** Include the pages that await their server (shown as "not public yet"): the naming checks do. */
  { awaiting = false }: { awaiting?: boolean } = {},
): { name: string; module: string }[] {
  const table = source.slice(source.indexOf(TABLE_START), source.indexOf(TABLE_END));
  const starts = [...table.matchAll(ENTRY)];
  return starts.flatMap((entry, i) => {
    const text = table.slice(entry.index, starts[i + 1]?.index);
    const module = text.match(PAGE)?.[1];
    // A screen that awaits its server shows the "not public yet" page (routes.ts).
    return module && entry[1] && (awaiting || !AWAITS.test(text))
      ? [{ name: entry[1], module }]
      : [];
  });
}

/**
 * How many pages routes.ts imports lazily for a route that shows them (routeModules must find all
 * but NotPublicPage): a page awaiting its server is imported but not shown.
 */
export const pageImports = (source: string) =>
  (source.match(DYNAMIC_PAGE)?.length ?? 0) - (source.match(AWAITS_ALL)?.length ?? 0);

/**
 * The file name of a path's HTML: `routes/<path>.html`, with a last segment that is a parameter
 * written `_` (`/shopping/product-detail-plus/:id` → `routes/shopping/product-detail-plus/_.html`;
 * the server tries the exact file, then that one: static.ts `pageFor`). Null for a path with a
 * parameter elsewhere, which gets the shell.
 */
export const routeFileName = (routePath: string) =>
  routePath === '/'
    ? 'index.html'
    : /^(\/[a-z0-9-]+)+$/.test(routePath)
      ? `routes${routePath}.html`
      : /^(\/[a-z0-9-]+)+\/:\w+$/.test(routePath)
        ? `routes${routePath.replace(/:\w+$/, '_')}.html`
        : null;

export function routePages(): Plugin {
  return {
    name: 'folio-route-pages',
    apply: 'build',
    // After Vite's HTML plugin has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const srcDir = path.join(this.environment.config.root, 'src');
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
      const indexHtml = html.source;
      const source = readFileSync(path.join(srcDir, 'routes.ts'), 'utf8');
      const pages = routeModules(source).map(({ name, module }) => {
        if (!(name in routePaths)) this.error(`routes.ts: '${name}' is not a route of routePaths`);
        return { routePath: routePaths[name as RouteName], module: path.join(srcDir, module) };
      });
      const lazyPages = pageImports(source);
      // NotPublicPage is imported lazily without a route of its own.
      if (pages.length !== lazyPages - 1) {
        this.error(`routes.ts: found the pages of ${pages.length} routes of ${lazyPages - 1}`);
      }

      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      /** A chunk and every chunk it imports statically. */
      const closure = (chunk: OutputChunk | undefined, seen = new Set<string>()) => {
        if (!chunk || seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) closure(byFile.get(file), seen);
        return seen;
      };
      const loaded = closure(entry);
      const base = this.environment.config.base;
      const withPreloads = (files: string[]) =>
        indexHtml.replace(
          '</head>',
          `${files.map((f) => `    <link rel="modulepreload" crossorigin href="${base}${f}">\n`).join('')}  </head>`,
        );

      this.emitFile({ type: 'asset', fileName: 'routes/_shell.html', source: indexHtml });
      for (const { routePath, module } of pages) {
        const fileName = routeFileName(routePath);
        if (!fileName) continue;
        const page = chunks.find((c) => c.facadeModuleId?.replace(/\.tsx?$/, '') === module);
        if (!page) this.error(`no chunk for ${module} (${routePath})`);
        const files = [...closure(page)].filter((f) => !loaded.has(f));
        if (fileName === 'index.html') html.source = withPreloads(files);
        else this.emitFile({ type: 'asset', fileName, source: withPreloads(files) });
      }
    },
  };
}
