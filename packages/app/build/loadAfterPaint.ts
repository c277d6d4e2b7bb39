import type { Plugin } from 'vite';
import { PRERENDER_ATTRIBUTE } from '../src/prerender/prerendered.ts';

/** How many preloads the loader adds in one task (see LOADER_SOURCE). */
const PRELOADS_PER_TASK = 2;

/**
 * Runs in the browser as a plain (non-module) script: `document.currentScript` names the entry and
 * the chunks to preload in its data attributes. After the next frame has been drawn it adds the
 * entry, then the preloads a few at a time, a task each: adding one `<link rel="modulepreload">`
 * starts its request there and then, 0.1 to 15 ms of main thread each at the mobile preset's 4×
 * slowdown, and the product page's two dozen in one task were its longest task after the first
 * paint (docs/adr/0013-fast-as-shipped.md, decision 15). The entry goes first: its request starts
 * at once, and the chunks it imports that are not preloaded yet it asks for itself.
 */
const LOADER_SOURCE = `(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var next = 0;
  function preloadSome() {
    preloads.slice(next, (next += ${PRELOADS_PER_TASK})).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (next < preloads.length) setTimeout(preloadSome);
  }
  function load() {
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
    setTimeout(preloadSome);
  }
  requestAnimationFrame(function () { setTimeout(load); });
})();
`;

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The prerendered screens arrive drawn (prerender.ts), so their JavaScript is not needed for the
 * first paint, yet a module script and modulepreloads in `<head>` are requested before that paint
 * and compete with it for the connection (a phone on a slow network waits for ~100 KB it does not
 * need to see the page). In their HTML only, they are replaced by one small classic script that
 * requests them after the first frame. No inline script: the CSP allows none, so the loader is a
 * file of its own. Other pages are drawn by JavaScript and keep their module script and preloads.
 */
export function loadAfterPaint(): Plugin {
  return {
    name: 'folio-load-after-paint',
    apply: 'build',
    // After routePages (preloads) and prerenderScreens (the drawn pages) have written the HTML.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const drawn = Object.values(bundle).filter(
        (file) =>
          file.type === 'asset' &&
          file.fileName.endsWith('.html') &&
          typeof file.source === 'string' &&
          file.source.includes(`<div ${PRERENDER_ATTRIBUTE}=`),
      );
      if (drawn.length === 0) return;
      // Named by its content like every asset, since assets are cached for a year.
      const loader = this.getFileName(
        this.emitFile({ type: 'asset', name: 'load-after-paint.js', source: LOADER_SOURCE }),
      );
      const base = this.environment.config.base;
      for (const html of drawn) {
        if (html.type !== 'asset' || typeof html.source !== 'string') continue;
        const entry = MODULE_SCRIPT.exec(html.source)?.[1];
        if (!entry) this.error(`${html.fileName} has no module script to defer`);
        const preloads = [...html.source.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
        html.source = html.source
          .replace(MODULE_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(
            '</head>',
            `  <script defer src="${base}${loader}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n  </head>`,
          );
      }
    },
  };
}
