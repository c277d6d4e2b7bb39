import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { matchPath } from 'react-router-dom';
import { appRoutes } from './routes';
import { PRERENDER_ATTRIBUTE } from './prerender/prerendered';
import { LoadFailure } from './routing/screen';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The screens marked `prerender` in routes.ts arrive already drawn inside #root, with their own
 * styles (build/prerenderPage.tsx). The app renders over them; once React has replaced that
 * markup, the prerendered styles go, since the app's own styles take their place.
 */
const prerendered = container.querySelector(`[${PRERENDER_ATTRIBUTE}]`) !== null;

function DropPrerenderedStyles() {
  useLayoutEffect(() => {
    document.querySelectorAll(`style[${PRERENDER_ATTRIBUTE}]`).forEach((style) => style.remove());
  }, []);
  return null;
}

/** Resolves once the browser has drawn a frame: a task after the next animation frame. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

async function start(container: HTMLElement) {
  // The screen's chunk is already on its way (a modulepreload); having it before the first
  // render means React replaces the prerendered screen with the same screen, not a spinner.
  // And the browser paints the prerendered page first: when the entry arrives quickly, running it
  // before the first frame would leave nothing on screen until React had rendered.
  if (prerendered) {
    await Promise.all([
      appRoutes
        .find((route) => matchPath(route.path, window.location.pathname) !== null)
        ?.screen.preload(),
      afterNextPaint(),
    ]);
  }
  const root = createRoot(container, {
    // A part that did not load (offline) is not a fault of the app: its boundary says so on the
    // page (routing/LoadBoundary.tsx). Any other error a boundary catches is one, and is logged.
    onCaughtError: (error) => {
      if (error instanceof LoadFailure) console.info(error.message, error.cause);
      else console.error(error);
    },
  });
  // The first render as a transition: React renders in slices of a few milliseconds and lets the
  // browser paint and answer input in between, instead of one long task at start (ADR 0013: total
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

// In a task of its own rather than at the end of the modules' evaluation, which is already the
// longest task of a drawn page's start (ADR 0013: total blocking time).
setTimeout(() => void start(container));
