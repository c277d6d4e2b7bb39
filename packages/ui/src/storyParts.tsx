import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobileModes } from '../../../.storybook/modes';

/** What many story files share (stories only; never exported from the package). */

/** Renders a story in a box at most `maxWidth` px wide, 16 px in from the canvas's edges. */
export const padded =
  (maxWidth: number): Decorator =>
  (Story) => (
    <div style={{ maxWidth, padding: 16 }}>
      <Story />
    </div>
  );

/**
 * A story pinned to a phone (the xs viewport): Chromatic captures it at 375 px only
 * (.storybook/modes.ts), and docs pages draw it in its own 375 px frame, `height` tall
 * (.storybook/docsFrame.ts), so the phone layout shows there too.
 */
export const onPhone = (height: string) => ({
  globals: { viewport: { value: 'xs', isRotated: false } },
  parameters: { chromatic: { modes: mobileModes }, docs: { story: { inline: false, height } } },
});

/**
 * A story file's docs page: the component's description, with each story's play run in it, so the
 * states its plays make show on the docs page too (.storybook/docsPlay.ts).
 */
export const playedDocs = (component: string) => ({
  docs: { story: { autoplay: true }, description: { component } },
});

/** A play for a screen whose load failed: 重試 calls `onRetry`, once. */
export async function clickRetry({
  args,
  canvasElement,
}: {
  args: { onRetry?: unknown };
  canvasElement: HTMLElement;
}) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '重試' }));
  await expect(args.onRetry).toHaveBeenCalledOnce();
}

/**
 * A play that clicks the button named `button` and expects the alert to say `message` (a write
 * refused or unanswered); with `enabledAfter`, the button can be tried again.
 */
export const clickShowsAlert =
  (button: string, message: string, { enabledAfter = false } = {}) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    if (enabledAfter) await expect(canvas.getByRole('button', { name: button })).toBeEnabled();
  };
