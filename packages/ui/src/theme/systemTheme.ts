// Only the drawings made before any script runs use this theme (the build's and the server's);
// the app in the browser never imports it, so it stays out of the landing bundle.
import { darkTheme, lightTheme, type Theme } from './themes';

/** `--folio-<name>`: the custom property holding a colour or shadow of the system theme. */
const customProperty = (name: string) =>
  `--folio-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Each value of `values` replaced by a reference to its custom property, named `prefix` + key. */
function references<T extends { [K in keyof T]: string }>(values: T, prefix = ''): T {
  const entries = Object.keys(values).map((key) => [key, `var(${customProperty(prefix + key)})`]);
  // Object.fromEntries loses the keys' type; the keys are T's own.
  return Object.fromEntries(entries) as T;
}

/** The declarations giving one theme's colours and shadows to `systemTheme`'s properties. */
function propertiesOf({ palette, shadow }: Theme) {
  const pairs = [
    ...Object.entries(palette),
    ...Object.entries(shadow).map(([key, value]) => [`shadow-${key}`, value]),
  ];
  return pairs.map(([name = '', value]) => `${customProperty(name)}:${value};`).join('');
}

/**
 * Both themes in one drawing: every colour and shadow is a CSS custom property, which
 * its `rootCss` defines for the light theme and, under `prefers-color-scheme: dark`, for the
 * dark one. Components need nothing of their own for it: they write `theme.palette.text` as ever.
 * Colours must then stay whole values in CSS (a `var()` cannot be taken apart in JavaScript or
 * used in an SVG attribute); every component does so today.
 */
export const systemTheme: Theme = {
  ...lightTheme,
  mode: 'system',
  palette: references(lightTheme.palette),
  shadow: references(lightTheme.shadow, 'shadow-'),
  rootCss:
    `color-scheme:light;${propertiesOf(lightTheme)}` +
    `@media (prefers-color-scheme: dark){color-scheme:dark;${propertiesOf(darkTheme)}}`,
};
