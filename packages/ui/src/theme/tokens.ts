/** Layout breakpoints of docs/requirements.md §9, in pixels. "Mobile" is anything below `lg`. */
export const breakpoints = {
  xs: 0,
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1920,
  xxl: 2560,
} as const;

type Breakpoint = keyof typeof breakpoints;

/** Media queries: `media.up('lg')` is "lg and wider", `media.down('lg')` is "narrower than lg". */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  /**
   * Narrower than the narrowest phone (360 CSS px): a phone zoomed in, 188 px at 200 % on a 375 px
   * one (docs/requirements.md §9, "narrowest width"). Layouts that put things side by side stack
   * them here, so nothing scrolls sideways and text keeps a readable width.
   */
  narrow: '@media (max-width: 359.98px)',
};

/** Height of the app bar (docs/requirements.md §9). */
export const appBarHeight = 64;

/**
 * System fonts, the Traditional Chinese face first (docs/architecture.md §4, ADR 0013a): Latin and
 * Chinese in one line come from one face, with the same metrics, and the browser resolves one
 * font per text style instead of two.
 */
export const fontFamily = [
  '"PingFang TC"',
  '"Microsoft JhengHei"',
  '"Noto Sans CJK TC"',
  '"Noto Sans TC"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(', ');

export const monoFontFamily = [
  'ui-monospace',
  '"SFMono-Regular"',
  'Menlo',
  'Consolas',
  'monospace',
].join(', ');

/**
 * The type scale: every font size the library uses, smallest first (rem, so it follows the user's
 * browser setting; px at the default 16 px root in the comments). `base` is the body text.
 */
export const fontSize = {
  '2xs': '0.75rem', // 12 px: badges, fine print
  xs: '0.8125rem', // 13 px: helper and error text under fields
  sm: '0.875rem', // 14 px: small buttons, secondary text
  md: '0.9375rem', // 15 px: controls (fields, buttons) and component text
  base: '1rem', // 16 px: body text; inputs (never below 16 px: iOS zooms smaller ones)
  lg: '1.0625rem', // 17 px: large buttons
  xl: '1.125rem', // 18 px: the app bar's site name
  '2xl': '1.25rem', // 20 px: dialog and card titles
  '3xl': '1.375rem', // 22 px
  '4xl': '1.5rem', // 24 px: form titles
  '5xl': '1.625rem', // 26 px
  '6xl': '1.75rem', // 28 px: page titles
  '7xl': '2.25rem', // 36 px
  '8xl': '2.5rem', // 40 px: display figures
} as const;

/**
 * The font weights: only those the faces of `fontFamily` have. PingFang TC's heaviest face is
 * Semibold, Microsoft JhengHei's and Debian's Noto Sans CJK TC's is Bold, so a 600 or an 800 draws
 * the same face as 700 on each of them, yet every weight on screen costs the first layout a font
 * lookup of its own (docs/adr/0013-fast-as-shipped.md, decision 11). Headings, `<b>` and
 * `<strong>` are bold by default. `medium` falls back to the regular face where there is no
 * medium one.
 */
export const fontWeight = { regular: 400, medium: 500, bold: 700 } as const;

/**
 * The spacing unit: `space(n)` is n × 4 px (halves for the few 2, 6, 10, 14 and 18 px gaps). Use it
 * for every padding, margin and gap.
 */
const spaceUnit = 4;
export const space = (n: number) => `${n * spaceUnit}px`;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

/** Stacking layers, lowest first. */
export const zIndex = { appBar: 100, drawer: 200, dialog: 300, toast: 400 } as const;
