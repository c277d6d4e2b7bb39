import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** The narrowest width the checkout screens must fit without sideways scrolling (zoomed in). */
const NARROW_WIDTH = 188;

/** Renders a story in a box 188 px wide that scrolls sideways if anything is wider. */
export const narrow: Decorator = (Story) => (
  <div data-narrow="" style={{ width: NARROW_WIDTH, overflowX: 'auto' }}>
    <Story />
  </div>
);

/** Fails when the narrow box scrolls sideways (something in it is wider than 188 px). */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const box = canvasElement.querySelector<HTMLElement>('[data-narrow]');
  await expect(box).not.toBeNull();
  const left = box?.getBoundingClientRect().left ?? 0;
  // The widest things, named, so a failure says what to fix.
  const wide = [...(box?.querySelectorAll<HTMLElement>('*') ?? [])]
    .filter((el) => el.getBoundingClientRect().right - left > NARROW_WIDTH + 0.5)
    .map(
      (el) =>
        `${el.tagName.toLowerCase()} ${Math.round(el.getBoundingClientRect().right - left)}px`,
    );
  await expect(wide).toEqual([]);
  await expect(box?.scrollWidth).toBeLessThanOrEqual(NARROW_WIDTH);
}

/**
 * The order screens' Narrow story: 188 px wide (a phone zoomed to 200 %), where the region named
 * `name` wraps everything and scrolls nothing sideways.
 */
export const narrowRegion = (name: string) => ({
  decorators: [
    ((Story) => (
      <div style={{ width: NARROW_WIDTH }}>
        <Story />
      </div>
    )) satisfies Decorator,
  ],
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const view = within(canvasElement).getByRole('region', { name });
    await expect(view.scrollWidth).toBeLessThanOrEqual(NARROW_WIDTH);
  },
});

/** The checkout screens' Phone story: at the xs viewport nothing is wider than the screen. */
export const phoneFits = () => ({
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

/** The checkout screens' Narrow story: in the 188 px box nothing scrolls sideways. */
export const narrowFits = () => ({
  decorators: [narrow],
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
});
