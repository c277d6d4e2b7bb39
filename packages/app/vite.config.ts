import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { loadAfterPaint } from './build/loadAfterPaint.ts';
import { prerenderScreens } from './build/prerender.ts';
import { routePages } from './build/routePages.ts';
import { treeShakeReactRouter } from './build/treeShakeReactRouter.ts';

const apiTarget = process.env.FOLIO_API_ORIGIN ?? 'http://127.0.0.1:8080';

// Vite serves index.html for unknown paths in dev and preview (appType 'spa'), so clean URLs work.
export default defineConfig({
  plugins: [
    react(),
    treeShakeReactRouter(),
    routePages(),
    prerenderScreens(),
    loadAfterPaint(),
    precompress(),
  ],
  appType: 'spa',
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/storage': apiTarget, '/docs/api': apiTarget },
  },
  preview: { port: Number(process.env.VITE_PORT ?? 4173) },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    reportCompressedSize: false,
    // A lazy chunk is named by its hash alone: the route table in the entry names every screen's
    // file, and the names cost the landing route 325 B gzip (docs/adr/0034-lazy-screens-without-preload-lists.md).
    rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
    modulePreload: {
      // Every browser the app supports (es2022) knows modulepreload; the polyfill only adds bytes.
      polyfill: false,
      // HTML keeps its preloads (each route's file gets its own, build/routePages.ts); a lazy
      // screen imported from JavaScript fetches its imports as it runs, so the landing route does
      // not carry every screen's preload list (docs/adr/0034-lazy-screens-without-preload-lists.md).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
});
