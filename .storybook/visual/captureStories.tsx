/**
 * Local visual regression of the story library: every story, rendered in light and in dark, is
 * compared with a committed PNG baseline (Vitest browser mode, `toMatchScreenshot`). Any
 * difference fails. Baselines: .storybook/visual/__screenshots__/stories/<story id>-<theme>-chromium-linux.png.
 * Update them with `pnpm test:visual --update` and review the changed PNGs before committing.
 *
 * Stories are rendered as Storybook renders them (project annotations of preview.tsx: theme,
 * router, loaders) but without their `play` function: the screenshot is the story's own state.
 * Interactions are covered by the `storybook` project (play functions and axe). Stories tagged
 * `test-only` (hidden from the sidebar and docs, see preview.tsx) are not captured.
 */
import { composeStory } from '@storybook/react-vite';
import type { ComponentAnnotations, Renderer, StoryAnnotations } from 'storybook/internal/types';
import { afterAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { themes, type SnapshotTheme } from '../modes';

type StoryModule = Record<string, unknown> & { default: ComponentAnnotations<Renderer> };

/** The viewport every story is captured at, unless the story picks one (`globals.viewport`). */
const defaultViewport = { width: 1280, height: 800 };

/** The tallest viewport a long story may grow to (the page of vitest.config.ts is 4000 px tall). */
const maxViewportHeight = 4000;

/** Storybook's canvas padding for `layout: 'padded'` and `'centered'` (1rem). */
const canvasPadding = 16;

let currentViewport = { width: 0, height: 0 };
async function setViewport(width: number, height: number) {
  if (currentViewport.width === width && currentViewport.height === height) return;
  await page.viewport(width, height);
  currentViewport = { width, height };
}

/** A story's viewport from `globals.viewport` and `parameters.viewport.options`, else the default. */
function viewportOf(parameters: Record<string, unknown>, globals: Record<string, unknown>) {
  const value = (globals.viewport as { value?: string } | undefined)?.value;
  const options = (parameters.viewport as { options?: Record<string, unknown> } | undefined)
    ?.options;
  const styles = (value && (options?.[value] as { styles?: Record<string, string> }))?.styles;
  const px = (v: string | undefined) => (v && /^\d+(px)?$/.test(v) ? Number.parseInt(v, 10) : 0);
  const width = px(styles?.width);
  const height = px(styles?.height);
  return width && height ? { width, height } : defaultViewport;
}

/** The element Storybook would render into, laid out like its canvas for the story's `layout`. */
function createCanvas(layout: unknown) {
  const canvas = document.createElement('div');
  canvas.dataset.visualCanvas = '';
  if (layout === 'fullscreen') {
    canvas.style.cssText = 'display:flow-root;';
  } else if (layout === 'centered') {
    canvas.style.cssText = `display:flex;align-items:center;justify-content:center;padding:${canvasPadding}px;`;
  } else {
    canvas.style.cssText = `display:flow-root;padding:${canvasPadding}px;`;
  }
  document.body.appendChild(canvas);
  return canvas;
}

/**
 * A transparent box covering the viewport. Screenshots of it show whatever is painted there,
 * including modal dialogs in the top layer and fixed drawers that lie outside the story's canvas.
 */
function viewportFrame() {
  let frame = document.querySelector<HTMLElement>('[data-visual-viewport]');
  if (!frame) {
    frame = document.createElement('div');
    frame.dataset.visualViewport = '';
    frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;';
    document.body.appendChild(frame);
  }
  return frame;
}

/** True when the story shows something in the top layer or fixed to the viewport. */
function usesViewport(canvas: HTMLElement) {
  if (document.querySelector('dialog[open], [aria-modal="true"]')) return true;
  for (const el of canvas.querySelectorAll<HTMLElement>('*')) {
    const position = getComputedStyle(el).position;
    if (position === 'fixed') return true;
  }
  return false;
}

/** Waits until images are decoded, fonts are loaded and two frames have been painted. */
async function settle() {
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((img) =>
      (img.complete ? Promise.resolve() : img.decode()).catch(() => undefined),
    ),
  );
  // Finite CSS animations (a dialog's entrance) end before the capture: on a busy machine a
  // screenshot could otherwise catch one mid-way. Infinite ones (spinners) are left running.
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  await new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/**
 * Declares one test per story and theme for the given story modules (from `import.meta.glob`).
 * A story that pins its own theme (`globals: { theme: 'dark' }`) is captured once, in that theme.
 */
export function captureStories(modules: Record<string, StoryModule>) {
  afterAll(() => document.querySelectorAll('[data-visual-canvas]').forEach((el) => el.remove()));

  for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const { default: meta, ...exports } = module;
    const { play: _metaPlay, ...metaWithoutPlay } = meta as ComponentAnnotations<Renderer> & {
      play?: unknown;
    };
    const order = (module.__namedExportsOrder as string[] | undefined) ?? Object.keys(exports);

    describe(meta.title ?? file, () => {
      for (const exportName of order) {
        const story = exports[exportName];
        if (!story || typeof story !== 'object' || exportName === '__namedExportsOrder') continue;
        // Stories that exist only for their play function (tag `test-only`) show nothing of their own.
        if ((story as { tags?: string[] }).tags?.includes('test-only')) continue;
        const { play: _play, ...storyWithoutPlay } = story as StoryAnnotations<Renderer> & {
          play?: unknown;
        };
        const pinned = (storyWithoutPlay.globals?.theme ?? meta.globals?.theme) as
          SnapshotTheme | undefined;
        for (const theme of pinned ? [pinned] : themes) {
          test(`${exportName} · ${theme}`, async () => {
            const composed = composeStory(
              storyWithoutPlay,
              metaWithoutPlay,
              { initialGlobals: { theme, a11y: { manual: true } } },
              exportName,
            );
            const { width, height } = viewportOf(composed.parameters, composed.globals);
            await setViewport(width, height);
            const canvas = createCanvas(composed.parameters.layout);
            try {
              await composed.run({ canvasElement: canvas });
              await settle();
              const target = usesViewport(canvas) ? viewportFrame() : canvas;
              // Content below the viewport is not painted: grow the viewport to the story's height.
              const tall = Math.ceil(canvas.getBoundingClientRect().height);
              if (target === canvas && tall > height) {
                await setViewport(width, Math.min(tall, maxViewportHeight));
                await settle();
              }
              await expect
                .element(page.elementLocator(target))
                .toMatchScreenshot(`${composed.id}-${theme}`);
            } finally {
              // The next story's run() unmounts this one; the element itself goes now.
              canvas.remove();
            }
          });
        }
      }
    });
  }
}
