/**
 * Every story of the built Storybook (storybook-static/), loaded in its iframe.html as the published
 * Storybook and Chromatic load it, with its play function run by Storybook itself. A story fails
 * when its play function throws, when it renders an error, when the a11y report fails, or when the
 * page logs a console error while it renders and plays.
 *
 * One page per component: the iframe is loaded once and each story is selected through Storybook's
 * channel (as the manager does), which is much faster than reloading the bundle for every story.
 * The page gets the width the story pins (`globals.viewport`, .storybook/viewports.ts), else the
 * width the `storybook` Vitest project uses, so both runs test the same layout.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { viewportOptions } from '../viewports';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const indexFile = path.resolve(import.meta.dirname, '../../storybook-static/index.json');
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((e) => e.type === 'story');

/** The viewport of a story that pins none: lg, as in the `storybook` Vitest project (vitest.setup.ts). */
const defaultViewport = {
  width: Number.parseInt(viewportOptions.lg.styles.width, 10),
  height: Number.parseInt(viewportOptions.lg.styles.height, 10),
};

/** How a story's render and play ended. */
interface Outcome {
  status: 'success' | 'error';
  errors: string[];
}

/** Loads iframe.html and waits until the preview can select stories. */
async function openPreview(page: Page) {
  await page.goto('/iframe.html');
  await page.waitForFunction(() => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
      .__STORYBOOK_PREVIEW__;
    return !!preview?.storyStoreValue;
  });
}

/** The viewport a story pins through `globals.viewport` and its viewport options, if any. */
function viewportOf(page: Page, storyId: string) {
  return page.evaluate(async (id) => {
    // The preview's story store (an internal of Storybook 10; typed here as far as it is used).
    interface Store {
      loadStory(a: { storyId: string }): Promise<{
        storyGlobals: { viewport?: { value?: string } };
        parameters: {
          viewport?: { options?: Record<string, { styles?: Record<string, string> }> };
        };
      }>;
    }
    // openPreview() waited for the store.
    const store = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: Store } })
      .__STORYBOOK_PREVIEW__.storyStoreValue;
    const story = await store.loadStory({ storyId: id });
    const value = story.storyGlobals.viewport?.value;
    const styles = value ? story.parameters.viewport?.options?.[value]?.styles : undefined;
    const px = (v?: string) => (v && /^\d+(px)?$/.test(v) ? Number.parseInt(v, 10) : 0);
    return styles && px(styles.width) && px(styles.height)
      ? { width: px(styles.width), height: px(styles.height) }
      : null;
  }, storyId);
}

/** Selects a story through the channel and resolves with how its render and play ended. */
function playStory(page: Page, storyId: string) {
  return page.evaluate(
    (id) =>
      new Promise<Outcome>((resolve) => {
        interface Channel {
          on(event: string, fn: (payload: unknown) => void): void;
          off(event: string, fn: (payload: unknown) => void): void;
          emit(event: string, payload: unknown): void;
        }
        // The preview's channel exists once openPreview() has resolved.
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const errors: string[] = [];
        const text = (p: unknown) =>
          typeof p === 'object' && p && 'message' in p ? String(p.message) : JSON.stringify(p);
        const listeners: Record<string, (p: unknown) => void> = {
          playFunctionThrewException: (p) => errors.push(`play function: ${text(p)}`),
          storyThrewException: (p) => errors.push(`render: ${text(p)}`),
          storyErrored: (p) => errors.push(`error: ${text(p)}`),
          storyMissing: () => finish('error', 'story missing'),
          storyFinished: (p) => {
            const {
              storyId: finished,
              status,
              reporters,
            } = p as {
              storyId: string;
              status: 'success' | 'error';
              reporters: { type: string; status: string; result?: unknown }[];
            };
            if (finished !== id) return;
            for (const r of reporters.filter((r) => r.status === 'failed'))
              errors.push(`${r.type} report failed: ${JSON.stringify(r.result).slice(0, 2000)}`);
            finish(status);
          },
        };
        function finish(status: Outcome['status'], error?: string) {
          for (const [event, fn] of Object.entries(listeners)) channel.off(event, fn);
          if (error) errors.push(error);
          resolve({ status, errors });
        }
        for (const [event, fn] of Object.entries(listeners)) channel.on(event, fn);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/** Stories grouped by component, in index order (Map.groupBy needs Node 21). */
const byComponent = new Map<string, IndexEntry[]>();
for (const entry of entries)
  byComponent.set(entry.title, [...(byComponent.get(entry.title) ?? []), entry]);

/** One preview page per worker, reloaded for each component and after a failed story. */
const it = test.extend<object, { preview: { page: Page; title?: string; errors: string[] } }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ viewport: defaultViewport });
      const preview = { page, title: undefined as string | undefined, errors: [] as string[] };
      page.on('console', (m) => {
        if (m.type() === 'error') preview.errors.push(m.text());
      });
      page.on('pageerror', (e) => preview.errors.push(e.message));
      await use(preview);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

for (const [title, stories] of byComponent) {
  it.describe(title, () => {
    for (const story of stories) {
      it(story.name, async ({ preview }) => {
        const { page } = preview;
        if (preview.title !== title) {
          await openPreview(page);
          preview.title = title;
        }
        await page.setViewportSize((await viewportOf(page, story.id)) ?? defaultViewport);
        preview.errors.length = 0;
        const outcome = await playStory(page, story.id);
        if (outcome.status !== 'success' || preview.errors.length) preview.title = undefined;
        expect(outcome.errors, 'play function, render and a11y errors').toEqual([]);
        expect(outcome.status).toBe('success');
        expect(preview.errors, 'console errors while the story rendered').toEqual([]);
      });
    }
  });
}
