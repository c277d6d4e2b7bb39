// Plays on a docs page run one at a time (.storybook/docsPlay.ts); elsewhere nothing waits.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fn } from 'storybook/test';
import type { Renderer, StoryContext } from 'storybook/internal/types';
import { docsPlayDone, docsPlayTurn } from '../.storybook/docsPlay.ts';

const scrolls: [number, number][] = [];
beforeAll(() => {
  Object.assign(globalThis, {
    window: { scrollX: 0, scrollY: 40, scrollTo: (x: number, y: number) => scrolls.push([x, y]) },
  });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

const story = (viewMode: 'docs' | 'story', autoplay = true) => {
  const controller = new AbortController();
  // Cast: the turn reads only these fields of the context Storybook builds.
  const context = {
    viewMode,
    parameters: { docs: { story: { autoplay } } },
    canvasElement: { dataset: {} },
    abortSignal: controller.signal,
  } as unknown as StoryContext<Renderer>;
  return { context, abort: () => controller.abort() };
};

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
};

test('on a docs page the second play waits until the first has played', async () => {
  const first = story('docs');
  const second = story('docs');
  await docsPlayTurn(first.context);
  const secondTurn = docsPlayTurn(second.context);
  expect(await settled(secondTurn)).toBe(false);
  await docsPlayDone(first.context);
  expect(await settled(secondTurn)).toBe(true);
  expect(scrolls.at(-1)).toEqual([0, 40]);
  expect(first.context.canvasElement.dataset).toEqual({ docsPlayed: '' });
  expect(second.context.canvasElement.dataset).toEqual({});
  await docsPlayDone(second.context);
});

test('a story torn down gives its turn on at once', async () => {
  const first = story('docs');
  const second = story('docs');
  await docsPlayTurn(first.context);
  const secondTurn = docsPlayTurn(second.context);
  first.abort();
  expect(await settled(secondTurn)).toBe(true);
  await docsPlayDone(second.context);
});

test('in a story’s canvas, and without autoplay, nothing waits', async () => {
  const blocking = story('docs');
  await docsPlayTurn(blocking.context);
  expect(await settled(docsPlayTurn(story('story').context))).toBe(true);
  expect(await settled(docsPlayTurn(story('docs', false).context))).toBe(true);
  await docsPlayDone(blocking.context);
});

test('each turn starts with the shared spies cleared, as a canvas does', async () => {
  const onClick = fn();
  onClick('the story before');
  const turn = story('docs');
  await docsPlayTurn(turn.context);
  expect(onClick).not.toHaveBeenCalled();
  await docsPlayDone(turn.context);
});

test('a story in a frame of its own waits its turn in the docs page and takes the focus', async () => {
  const page = {};
  const focused: string[] = [];
  const own = window as unknown as Record<string, unknown>;
  Object.assign(own, {
    parent: page,
    frameElement: { id: 'iframe--demos-faq--keyboard' },
    focus: () => focused.push('frame'),
  });
  try {
    const inline = story('docs');
    await docsPlayTurn(inline.context);
    const framed = story('story', false);
    Object.assign(framed.context, { id: 'demos-faq--keyboard' });
    const framedTurn = docsPlayTurn(framed.context);
    // The inline story's turn is this window's queue; the frame's is its docs page's.
    expect(await settled(framedTurn)).toBe(true);
    expect(focused).toEqual(['frame']);
    const second = story('story', false);
    Object.assign(second.context, { id: 'demos-faq--keyboard' });
    const secondTurn = docsPlayTurn(second.context);
    expect(await settled(secondTurn)).toBe(false);
    await docsPlayDone(framed.context);
    expect(await settled(secondTurn)).toBe(true);
    await docsPlayDone(second.context);
    await docsPlayDone(inline.context);
  } finally {
    for (const key of ['parent', 'frameElement', 'focus']) Reflect.deleteProperty(own, key);
  }
});
