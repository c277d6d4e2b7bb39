/** Layout breakpoints of spec §9, in pixels. "Mobile" is anything below `lg`. */
export const breakpoints = {
  xs: 0,
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1920,
  xxl: 2560,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries: `media.up('lg')` is "lg and wider", `media.down('lg')` is "narrower than lg". */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
};

/** Height of the app bar (spec §9). */
export const appBarHeight = 64;

/** System font stack with a Traditional Chinese face (design.md §4). */
export const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"PingFang TC"',
  '"Microsoft JhengHei"',
  '"Noto Sans TC"',
  '"Noto Sans CJK TC"',
  'sans-serif',
].join(', ');

export const monoFontFamily = [
  'ui-monospace',
  '"SFMono-Regular"',
  'Menlo',
  'Consolas',
  'monospace',
].join(', ');

export const space = (n: number) => `${n * 4}px`;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const zIndex = { appBar: 100, drawer: 200, dialog: 300, toast: 400 } as const;
