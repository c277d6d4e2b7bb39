import { describe, expect, it } from 'vitest';
import { systemTheme } from './systemTheme';
import { darkTheme, lightTheme } from './themes';

/** `name: value` pairs declared in a block of CSS declarations. */
const declarations = (css: string) =>
  new Map(
    [...css.matchAll(/(--[a-z-]+):([^;]+);/g)].map(([, name = '', value = '']) => [name, value]),
  );

describe('the system theme', () => {
  const css = systemTheme.rootCss;
  const [light = '', dark = ''] = css.split('@media (prefers-color-scheme: dark)');

  it('gives every colour and shadow a custom property, with the light theme by default and the dark one under the dark preference', () => {
    const lightValues = declarations(light);
    const darkValues = declarations(dark);
    const groups = [
      [systemTheme.palette, lightTheme.palette, darkTheme.palette],
      [systemTheme.shadow, lightTheme.shadow, darkTheme.shadow],
    ] as const;
    let checked = 0;
    for (const [system, lightGroup, darkGroup] of groups) {
      for (const [key, reference] of Object.entries(system)) {
        const name = /^var\((--[a-z-]+)\)$/.exec(reference)?.[1] ?? '';
        expect(name, key).not.toBe('');
        expect(lightValues.get(name), key).toBe(new Map(Object.entries(lightGroup)).get(key));
        expect(darkValues.get(name), key).toBe(new Map(Object.entries(darkGroup)).get(key));
        checked += 1;
      }
    }
    expect(checked).toBe(Object.keys(lightTheme.palette).length + 3);
  });

  it('sets the colour scheme that the preference picks', () => {
    expect(light).toContain('color-scheme:light;');
    expect(dark).toContain('color-scheme:dark;');
    expect(darkTheme.rootCss).toBe('color-scheme:dark;');
  });

  it('names each property once', () => {
    const names = Object.values(systemTheme.palette).concat(Object.values(systemTheme.shadow));
    expect(new Set(names).size).toBe(names.length);
  });
});
