import { breakpoints } from '../packages/ui/src/theme/tokens';

/**
 * The snapshot modes of the library, defined once: light and dark, each at a phone width (375 px,
 * the xs viewport of .storybook/viewports.ts) and at the lg breakpoint (1280 px, where the desktop
 * layout starts). Chromatic captures every story in each mode (`parameters.chromatic.modes` in
 * preview.tsx); the local visual project (.storybook/visual/) captures every story in both themes.
 * A story pinned to one width (`globals.viewport`) is captured at that width only: give it
 * `parameters: { chromatic: { modes: mobileModes } }` or `desktopModes`.
 */
const viewports = { mobile: 375, desktop: breakpoints.lg } as const;

export const themes = ['light', 'dark'] as const;
export type SnapshotTheme = (typeof themes)[number];

/** Chromatic modes of the phone width: globals to set (`theme`) plus Chromatic's `viewport` width. */
export const mobileModes = {
  'light 375': { theme: 'light', viewport: viewports.mobile },
  'dark 375': { theme: 'dark', viewport: viewports.mobile },
} as const;

/** Chromatic modes of the desktop width (lg). */
export const desktopModes = {
  'light 1280': { theme: 'light', viewport: viewports.desktop },
  'dark 1280': { theme: 'dark', viewport: viewports.desktop },
} as const;

/** Every story, unless it pins a width: both widths in both themes. */
export const allModes = { ...mobileModes, ...desktopModes } as const;
