// What the README states about the code, checked against the code: the Node version it asks for,
// the number of UI demos, the table of what is where, the Storybook port (docs/toolchain.md).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { routePaths } from '../packages/rules/src/routes.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const json = (file: string) => JSON.parse(read(file)) as Record<string, unknown>;
const readme = read('README.md');

type Version = [number, number, number];
const parse = (v: string): Version => {
  const [a = 0, b = 0, c = 0] = v.replace(/^v/, '').split('.').map(Number);
  return [a, b, c];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` satisfies an `engines.node` range: `||` of space-separated comparators. */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((set) =>
    set
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const [, op = '', bound = ''] =
          /^(>=|<=|>|<|\^|~|=)?\s*v?([\d.x*]+)$/.exec(comparator) ?? [];
        if (!bound) return comparator === '*';
        const b = parse(bound.replace(/[x*]/g, '0'));
        const c = compare(v, b);
        if (op === '>=') return c >= 0;
        if (op === '>') return c > 0;
        if (op === '<=') return c <= 0;
        if (op === '<') return c < 0;
        if (op === '^') return c >= 0 && v[0] === b[0];
        if (op === '~') return c >= 0 && v[0] === b[0] && v[1] === b[1];
        return bound.split('.').every((part, i) => /[x*]/.test(part) || Number(part) === v[i]);
      }),
  );
}

const workspaces = [
  '.',
  ...readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`),
].filter((dir) => {
  try {
    return Boolean(read(`${dir}/package.json`));
  } catch {
    return false;
  }
});

describe('the Node version', () => {
  const stated = /Node 20 \(≥ ([\d.]+)\)/.exec(readme)?.[1];
  const engines = json('package.json').devEngines as { runtime: { version: string } };

  test('the README asks for what devEngines asks for', () => {
    expect(stated).toBeDefined();
    expect(engines.runtime.version).toBe(`>=${stated}`);
  });

  test('every direct dependency runs on it', () => {
    const refused: string[] = [];
    for (const dir of workspaces) {
      const pkg = json(`${dir}/package.json`);
      const names = Object.keys({
        ...(pkg.dependencies as object),
        ...(pkg.devDependencies as object),
      }).filter((name) => !name.startsWith('@folio/'));
      for (const name of names) {
        const manifest = JSON.parse(
          readFileSync(path.join(root, dir, 'node_modules', name, 'package.json'), 'utf8'),
        ) as { version: string; engines?: { node?: string } };
        const range = manifest.engines?.node;
        if (range && !satisfies(stated ?? '0', range)) {
          refused.push(`${name}@${manifest.version} (${range})`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  test('the range check reads engines as npm does', () => {
    expect(satisfies('20.20.2', '>=20.20.2')).toBe(true);
    expect(satisfies('20.19.0', '>=20.20.2')).toBe(false);
    expect(satisfies('20.20.2', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.20.2', '^22.22.2 || ^24.15.0')).toBe(false);
    expect(satisfies('20.20.2', '>=18 <21')).toBe(true);
    expect(satisfies('20.20.2', '>= 16')).toBe(true);
  });
});

test('the README says how many UI demos there are (the stories under Demos)', () => {
  const demos = readdirSync(path.join(root, 'packages/ui/src/demos'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.stories.tsx'))
    .filter((file) => /title: 'Demos\//.test(read(`packages/ui/src/demos/${file}`)));
  expect(demos.length).toBeGreaterThan(0);
  expect(readme).toContain(`and ${demos.length} UI demos linked from the resume page`);
});

test('the table of what is where names the booking system and the task scheduler', () => {
  for (const route of [routePaths.booking, routePaths.taskMail]) {
    expect(readme).toMatch(new RegExp(`^\\| \`${route}\` +\\|`, 'm'));
  }
});

test('`pnpm storybook` takes its port from STORYBOOK_PORT, as the README says', () => {
  const scripts = json('package.json').scripts as Record<string, string>;
  expect(scripts.storybook).toContain('-p ${STORYBOOK_PORT:-6006}');
  expect(readme).toContain('STORYBOOK_PORT=6100 pnpm storybook');
});
