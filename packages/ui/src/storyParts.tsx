import type { Decorator } from '@storybook/react-vite';

/** What many story files share (stories only; never exported from the package). */

/** Renders a story in a box at most `maxWidth` px wide, 16 px in from the canvas's edges. */
export const padded =
  (maxWidth: number): Decorator =>
  (Story) => (
    <div style={{ maxWidth, padding: 16 }}>
      <Story />
    </div>
  );

/** A story file's docs page: the component's description, with each story's play run in it. */
export const playedDocs = (component: string) => ({
  docs: { story: { autoplay: true }, description: { component } },
});
