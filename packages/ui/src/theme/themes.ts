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
  /**
   * What the theme puts on the element it covers (the page's root, or a scoped box): its colour
   * scheme, and for `systemTheme` the custom properties that hold its colours.
   */
  rootCss: string;
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
  rootCss: 'color-scheme:light;',
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
  rootCss: 'color-scheme:dark;',
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

export const themes: Record<ThemeMode, Theme> = { light: lightTheme, dark: darkTheme };
