import type { Renderer, StoryContext } from 'storybook/internal/types';
import { clearAllMocks } from 'storybook/test';

/**
 * Stories whose state comes from their play function (Filled, Submitting, Server Error, Success, …)
 * opt in with `parameters.docs.story.autoplay`, so that their docs page shows that state and not
 * the empty form. On a docs page the plays then run one at a time, since they type into fields and
 * two at once would take each other's focus; and the page is scrolled back to where the reader was,
 * since focusing a field scrolls it into view. A play that fails or hangs frees its turn after
 * `turnLimitMs`; a story torn down (the reader left the page) frees it at once. The stories of a
 * page share their component's spies (`fn()` in the meta's args), so each turn starts with them
 * cleared, as a story's own canvas starts: a play that counts calls counts its own. In a story's
 * own canvas and in the tests nothing changes.
 */
const turnLimitMs = 15_000;

const turns = new WeakMap<HTMLElement, () => void>();

type Context = StoryContext<Renderer>;

/**
 * A story shown in a frame of its own on a docs page (`docs.story.inline: false`): Storybook gives
 * the frame the id `iframe--<story id>` (as in docsFrame.ts). Its play runs as in its canvas, but
 * it waits its turn with the page's other plays and takes the keyboard focus into its frame first:
 * frames playing at once took each other's focus.
 */
const inDocsFrame = (context: Context) => window.frameElement?.id === `iframe--${context.id}`;

const playsOnDocsPage = (context: Context) =>
  inDocsFrame(context) ||
  (context.viewMode === 'docs' &&
    // Cast: parameters are untyped in Storybook's types; this is the one field read here.
    (context.parameters.docs as { story?: { autoplay?: boolean } } | undefined)?.story?.autoplay ===
      true);

/** The docs page's queue of turns, shared by its inline stories and its stories' frames. */
type DocsPage = { folioDocsTurns?: Promise<void> };
// Casts: the page (this window, or the docs page holding this story's frame, same origin) keeps
// one field of ours.
const docsPage = (context: Context): DocsPage =>
  (inDocsFrame(context) ? window.parent : window) as unknown as DocsPage;

/** Waits for this story's turn on a docs page (project `beforeEach`). */
export async function docsPlayTurn(context: Context) {
  if (!playsOnDocsPage(context)) return;
  let release = () => {};
  const turn = new Promise<void>((resolve) => {
    release = resolve;
  });
  const page = docsPage(context);
  const previous = page.folioDocsTurns ?? Promise.resolve();
  page.folioDocsTurns = previous.then(() => turn);
  await previous;
  // A story torn down meanwhile (the reader left the page) gives its turn on at once.
  if (context.abortSignal.aborted) {
    release();
    return;
  }
  clearAllMocks();
  if (inDocsFrame(context)) window.focus();
  const { scrollX, scrollY } = window;
  const timer = setTimeout(release, turnLimitMs);
  const done = () => {
    clearTimeout(timer);
    window.scrollTo(scrollX, scrollY);
    release();
  };
  context.abortSignal.addEventListener('abort', done, { once: true });
  turns.set(context.canvasElement, done);
}

/** Gives the turn to the next story once this one has played (project `afterEach`). */
export async function docsPlayDone(context: Context) {
  // Marks a story that played through on its docs page (the built Storybook's docs.spec.ts waits
  // for it); a play that throws never gets here.
  if (turns.has(context.canvasElement)) context.canvasElement.dataset.docsPlayed = '';
  turns.get(context.canvasElement)?.();
  turns.delete(context.canvasElement);
}
