import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const uiSource = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every style source of the library (stories and tests aside). */
function styleSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('font weights', () => {
  it('come from the fontWeight tokens only: a weight the faces lack costs a font lookup and looks like bold', () => {
    const written = styleSources(uiSource).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /font-?weight:\s*['"]?(\d+|bold(?:er)?|lighter)\b/gi,
        ),
      ].map(([match]) => `${path.relative(uiSource, file)}: ${match}`),
    );
    expect(written).toEqual([]);
  });
});
