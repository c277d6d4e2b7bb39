import type { Decorator } from '@storybook/react-vite';
import { viewportOptions, type ViewportName } from './viewports';

/**
 * On a docs page a story shown in its own frame (`parameters.docs.story.inline: false`) gets the
 * docs column's width, not the width it pins (`globals.viewport`): the "Desktop (lg)" story of a
 * layout then shows the phone layout, because its media queries see the narrow frame. This
 * decorator, run inside that frame, gives the frame the pinned width, and when that is wider than
 * the column scales the frame down to fit (CSS transform), so the docs page shows the layout the
 * story pins, as a picture of the whole width. It keeps the height the page gave the frame.
 *
 * Only docs frames are touched: Storybook's docs give them the id `iframe--<story id>`. In story
 * mode, in the tests and in Chromatic the story is the top document (or the manager's preview
 * frame), and nothing changes.
 */
export const withDocsFrame: Decorator = (Story, context) => {
  // The frame element belongs to the docs page's window, so `instanceof HTMLIFrameElement` (this
  // window's class) would be false: the id is what identifies it.
  const frame = window.frameElement;
  const value: unknown = context.globals.viewport?.value;
  if (
    frame?.id === `iframe--${context.id}` &&
    typeof value === 'string' &&
    value in viewportOptions
  ) {
    fitFrame(
      // The docs page's <iframe> element, an HTMLElement of that page's window.
      frame as HTMLElement,
      // `value in viewportOptions` checked it is one of the names.
      Number.parseInt(viewportOptions[value as ViewportName].styles.width, 10),
    );
  }
  return Story();
};

/** Frames already fitted (a story re-renders when its args change). */
const fitted = new WeakSet<HTMLElement>();

function fitFrame(frame: HTMLElement, width: number) {
  const box = frame.parentElement;
  if (!box || fitted.has(frame)) return;
  fitted.add(frame);
  const fit = () => {
    const scale = Math.min(1, box.clientWidth / width);
    Object.assign(frame.style, {
      width: `${width}px`,
      height: `${box.clientHeight / scale}px`,
      transform: scale < 1 ? `scale(${scale})` : '',
      transformOrigin: 'top left',
    });
  };
  fit();
  new ResizeObserver(fit).observe(box);
}

/**
 * The docs parameters of a component whose stories want a frame of their own (modals, fixed and
 * full-screen layouts), on its docs page `height` tall: its description and that frame.
 */
export const framedDocs = (component: string, height: string) => ({
  docs: { description: { component }, story: { inline: false, height } },
});
