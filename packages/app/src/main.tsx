import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * index.html (served for `/` only) arrives with the landing page already drawn inside #root and
 * its own styles (build/prerenderHome.tsx). The app renders over it; once React has replaced that
 * markup, the prerendered styles go, since the app's own styles take their place.
 */
const prerendered = container.querySelector('[data-prerender]') !== null;

function DropPrerenderedStyles() {
  useLayoutEffect(() => {
    document.querySelectorAll('style[data-prerender]').forEach((style) => style.remove());
  }, []);
  return null;
}

/** Resolves once the browser has drawn a frame: a task after the next animation frame. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

async function start(container: HTMLElement) {
  // The greeting's chunk is already on its way (a modulepreload); having it before the first
  // render means React replaces the prerendered greeting with the same greeting, not a spinner.
  // And the browser paints the prerendered page first: when the entry arrives quickly, running it
  // before the first frame would leave nothing on screen until React had rendered.
  if (prerendered) {
    await Promise.all([
      appRoutes.find((route) => route.name === 'home')?.screen.preload(),
      afterNextPaint(),
    ]);
  }
  const root = createRoot(container);
  // The first render as a transition: React renders in slices of a few milliseconds and lets the
  // browser paint and answer input in between, instead of one long task at start (issue 13: total
  // blocking time). The result on screen is the same.
  startTransition(() => {
    root.render(
      <StrictMode>
        {prerendered && <DropPrerenderedStyles />}
        <App />
      </StrictMode>,
    );
  });
}

void start(container);
