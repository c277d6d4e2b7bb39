/**
 * What the route walks check on every screen (e2e/a11y.spec.ts, e2e/zoom.spec.ts): when a screen
 * has settled, and what does not fit a zoomed-in phone (docs/requirements.md §2).
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { networkQuiet } from './networkQuiet';

/** 200 % zoom on a 375 px phone leaves about 188 CSS px. */
export const zoomedPhone = { width: 188, height: 370 };

/**
 * The screen has rendered: main has content and the network is quiet, or, on a screen that holds
 * a live channel open (the chat box, the administrators' inbox, docs/adr/0032-live-chat.md), that
 * screen is shown.
 */
export async function settled(page: Page) {
  await expect(page.getByRole('main')).not.toBeEmpty();
  await Promise.race([
    networkQuiet(page),
    page.locator('[data-folio="chat-box"][data-connection="open"]').waitFor(),
    page.locator('[data-folio="chat-inbox"]').waitFor(),
  ]);
}

/** Resolves when the page's CSS transitions and animations have ended (a theme fading, a resize). */
export const transitionsEnded = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));

/** What does not fit: the page's sideways overflow, the bar's controls off the screen, narrow headings. */
export function misfits(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const found: string[] = [];
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow > 0) found.push(`scrolls sideways by ${overflow} px`);
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const bar = document.querySelector('header');
    for (const control of bar?.querySelectorAll('a, button, input, select') ?? []) {
      if (!shown(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.left < 0 || box.right > root.clientWidth + 0.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
        found.push(`app bar control "${name}" at ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    // A heading narrower than three characters of its own size wraps a character or two a line.
    for (const heading of document.querySelectorAll('main h1, main h2, main h3')) {
      if (!shown(heading)) continue;
      const size = parseFloat(getComputedStyle(heading).fontSize);
      const box = heading.getBoundingClientRect();
      const text = heading.textContent?.trim() ?? '';
      if (box.width < Math.min(3, [...text].length) * size - 0.5) {
        found.push(`heading "${text.slice(0, 20)}" only ${Math.round(box.width)} px wide`);
      }
    }
    return found;
  });
}
