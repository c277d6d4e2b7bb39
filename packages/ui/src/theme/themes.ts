import { appBarHeight, breakpoints, fontFamily, monoFontFamily, radius } from './tokens';

export type ThemeMode = 'light' | 'dark';

/**
 * A theme mode, or `'system'`: both themes at once, the visitor's system preference
 * (`prefers-color-scheme`) showing one through CSS, for a page drawn before any script can know
 * which theme the visitor chose (docs/adr/0013-fast-as-shipped.md, decision 10).
 */
export type ThemeSetting = ThemeMode | 'system';

export interface Palette {
  /** Page background. */
  background: string;
  /** Cards, dialogs, bars. */
  surface: string;
  /** A slightly raised surface (hovered rows, inputs). */
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  /** Text on a primary background. */
  onPrimary: string;
  primarySoft: string;
  success: string;
  warning: string;
  error: string;
  info: string;
  /** Text on success, warning, error and info backgrounds. */
  onStatus: string;
  focus: string;
  backdrop: string;
}

export interface Theme {
  mode: ThemeSetting;
  palette: Palette;
  breakpoints: typeof breakpoints;
  appBarHeight: number;
  font: { family: string; mono: string };
  radius: typeof radius;
  shadow: { sm: string; md: string; lg: string };
}

const base = {
  breakpoints,
  appBarHeight,
  font: { family: fontFamily, mono: monoFontFamily },
  radius,
};

/** The default theme. Colours meet WCAG 2.1 AA contrast for text on their backgrounds. */
export const lightTheme: Theme = {
  ...base,
  mode: 'light',
  palette: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceAlt: '#eef1f5',
    text: '#1b1f24',
    textMuted: '#56606b',
    border: '#d5dae1',
    primary: '#0b6e6e',
    onPrimary: '#ffffff',
    primarySoft: '#dff3f1',
    success: '#1e7a3a',
    warning: '#8a5a00',
    error: '#b42318',
    info: '#1f5fbf',
    onStatus: '#ffffff',
    focus: '#1f5fbf',
    backdrop: 'rgba(15, 20, 25, 0.55)',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.10)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.18)',
  },
};

/** The dark alternative of docs/requirements.md §9. */
export const darkTheme: Theme = {
  ...base,
  mode: 'dark',
  palette: {
    background: '#0f1317',
    surface: '#171c21',
    surfaceAlt: '#20272e',
    text: '#e7eaee',
    textMuted: '#a3adb8',
    border: '#343d47',
    primary: '#5fd4c8',
    onPrimary: '#06211f',
    primarySoft: '#123633',
    success: '#6fd08c',
    warning: '#f0b849',
    error: '#ff8a80',
    info: '#8ab4ff',
    onStatus: '#0f1317',
    focus: '#8ab4ff',
    backdrop: 'rgba(0, 0, 0, 0.65)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
};

/** `--folio-<name>`: the custom property holding a colour or shadow of the system theme. */
const customProperty = (name: string) =>
  `--folio-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Each value of `values` replaced by a reference to its custom property, named `prefix` + key. */
function references<T extends { [K in keyof T]: string }>(values: T, prefix = ''): T {
  const entries = Object.keys(values).map((key) => [key, `var(${customProperty(prefix + key)})`]);
  // Object.fromEntries loses the keys' type; the keys are T's own.
  return Object.fromEntries(entries) as T;
}

/**
 * Both themes in one drawing: every colour and shadow is a CSS custom property, which
 * `themeProperties` defines for the light theme and, under `prefers-color-scheme: dark`, for the
 * dark one. Components need nothing of their own for it: they write `theme.palette.text` as ever.
 * Colours must then stay whole values in CSS (a `var()` cannot be taken apart in JavaScript or
 * used in an SVG attribute); every component does so today.
 */
export const systemTheme: Theme = {
  ...base,
  mode: 'system',
  palette: references(lightTheme.palette),
  shadow: references(lightTheme.shadow, 'shadow-'),
};

/** The declarations giving one theme's colours and shadows to `systemTheme`'s properties. */
function propertiesOf({ palette, shadow }: Theme) {
  const pairs = [
    ...Object.entries(palette),
    ...Object.entries(shadow).map(([key, value]) => [`shadow-${key}`, value]),
  ];
  return pairs.map(([name = '', value]) => `${customProperty(name)}:${value};`).join('');
}

/**
 * The CSS a theme puts on the element it covers (the page's root, or a scoped box): its colour
 * scheme, and for `systemTheme` the custom properties, switched by the system preference.
 */
export function themeProperties(theme: Theme) {
  if (theme.mode !== 'system') return `color-scheme:${theme.mode};`;
  return (
    `color-scheme:light;${propertiesOf(lightTheme)}` +
    `@media (prefers-color-scheme: dark){color-scheme:dark;${propertiesOf(darkTheme)}}`
  );
}

export const themes: Record<ThemeSetting, Theme> = {
  light: lightTheme,
  dark: darkTheme,
  system: systemTheme,
};
