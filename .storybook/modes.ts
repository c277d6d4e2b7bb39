/**
 * The snapshot modes of the library, defined once: light and dark, each at a phone width (375 px)
 * and at the lg breakpoint (1280 px, where the desktop layout starts). Chromatic captures every
 * story in each mode (`parameters.chromatic.modes` in preview.tsx); the local visual project
 * (.storybook/visual/) captures every story in both themes.
 */
export const viewports = { mobile: 375, desktop: 1280 } as const;

export const themes = ['light', 'dark'] as const;
export type SnapshotTheme = (typeof themes)[number];

/** Chromatic modes: globals to set (`theme`) plus Chromatic's `viewport` width. */
export const allModes = {
  'light 375': { theme: 'light', viewport: viewports.mobile },
  'light 1280': { theme: 'light', viewport: viewports.desktop },
  'dark 375': { theme: 'dark', viewport: viewports.mobile },
  'dark 1280': { theme: 'dark', viewport: viewports.desktop },
} as const;
