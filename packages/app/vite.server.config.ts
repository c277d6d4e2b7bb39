import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { treeShakeReactRouter } from './build/treeShakeReactRouter.ts';

/**
 * The server's part of the app: src/prerender/renderEvents.tsx, which packages/server draws /events
 * with (docs/adr/0013-fast-as-shipped.md). One self-contained ES module in dist-server/, outside
 * dist/ so that it is never served as a file; `pnpm build` writes it after the browser build.
 */
export default defineConfig({
  plugins: [react(), treeShakeReactRouter()],
  // Everything bundled in, the CommonJS packages (styled-components) included: the server loads
  // this one file and nothing of the app's dependencies.
  ssr: { noExternal: true, target: 'node' },
  // React's production code, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    ssr: 'src/prerender/renderEvents.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
