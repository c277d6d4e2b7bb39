import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adrCitations,
  anchorOf,
  citationProblems,
  repositoryFiles,
  sectionCitations,
} from './doc-citations.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The check and its test, which write citations that do not resolve, on purpose. */
const EXAMPLES = ['scripts/doc-citations.ts', 'scripts/doc-citations.test.ts'];

const REQUIREMENTS = `# Requirements

## §2 Screens and routes

### Resume page

- **Stepper demo** (\`/steppers\`): four steps.

## §5 Validation rules

### Booking (\`/booking/booking\`)

| field | message |
| ----- | ------- |
| date  | \`請選擇日期\` |

## §8 Error catalogue

| case | text |
| ---- | ---- |
| 401  | \`驗證失效，請重新登入\` |

## §9 Constants and limits

Nothing quoted here.
`;

const ARCHITECTURE = `# Architecture

## §2 Data flow

- **Configuration.** \`VITE_API_ROOT\`.
`;

const ADR_0013 = `# 0013. Fast

## Decisions

1. **Compress.** At build time.
2. **Draw.** Pages.

## Not done, and why
`;

/** A throwaway repository (a git work tree, as the scan lists files with git) with these files. */
function repository(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'doc-citations-'));
  const all = {
    'docs/requirements.md': REQUIREMENTS,
    'docs/architecture.md': ARCHITECTURE,
    'docs/adr/0013-fast.md': ADR_0013,
    'docs/adr/0013a-face.md': '# 0013a. Face\n',
    ...files,
  };
  for (const [name, source] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), source);
  }
  execFileSync('git', ['init', '--quiet'], { cwd: dir });
  return dir;
}

/** The problems of a throwaway repository's `src/a.ts`, as "line: message". */
function problemsOf(source: string, file = 'src/a.ts'): string[] {
  const dir = repository({ [file]: source });
  return citationProblems(dir, [file]).map((p) => `${p.where.split(':')[1]}: ${p.message}`);
}

describe('doc citations', () => {
  it('every citation in the repository resolves and quotes its own section', () => {
    const files = repositoryFiles(root).filter((file) => !EXAMPLES.includes(file));
    expect(files.length).toBeGreaterThan(300);
    const problems = citationProblems(root, files).map((p) => `${p.where}: ${p.message}`);
    expect(problems).toEqual([]);
  });

  it('reads the citation forms the code uses', () => {
    const text = [
      '// docs/requirements.md §5 and §8, architecture §2',
      '/** (docs/requirements.md §2 "Stepper demo", §5 \\"Booking\\"; docs/adr/0013) */',
      '// requirements §2–§5: a range',
      '// refund (30 days, §9)',
    ].join('\n');
    expect(
      sectionCitations('src/a.ts', text).map((c) => `${c.doc} ${c.section} ${c.name ?? ''}`.trim()),
    ).toEqual([
      'requirements 5',
      'requirements 8',
      'architecture 2',
      'requirements 2 Stepper demo',
      'requirements 5 Booking',
      'requirements 2',
      'requirements 3',
      'requirements 4',
      'requirements 5',
      'requirements 9',
    ]);
    const adrs = adrCitations(
      [
        'ADR 0013a and [ADR 0013](adr/0013-fast.md) decision 2',
        'ADR 0013\'s decisions 1 to 2; docs/adr/0013-fast.md ("Not done")',
      ].join('\n'),
    );
    expect(adrs.map((a) => [a.number, a.slug ?? '', a.decisions, a.name ?? ''])).toEqual([
      ['0013a', '', [], ''],
      ['0013', '', [2], ''],
      ['0013', '', [1, 2], ''],
      ['0013', '-fast.md', [], 'Not done'],
    ]);
  });

  it('a bare § in requirements.md or architecture.md is the file’s own section', () => {
    const text = 'See §8, and [architecture §2](architecture.md#2-data-flow); then §9.';
    expect(
      sectionCitations('docs/requirements.md', text).map((c) => `${c.doc} ${c.section}`),
    ).toEqual(['requirements 8', 'architecture 2', 'requirements 9']);
  });

  it('accepts citations that resolve', () => {
    expect(
      problemsOf(
        [
          '// docs/requirements.md §2 "Resume page", §5 "Booking" and architecture §2 "Configuration"',
          "// The alert '驗證失效，請重新登入' (docs/requirements.md §8).",
          '// ADR 0013, decision 2; ADR 0013a; docs/adr/0013-fast.md ("Not done"); docs/requirements.md',
          '// docs/architecture.md ("Configuration") and docs/requirements.md, "Booking"',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('fails on a section, a name, a document or an ADR that does not exist', () => {
    expect(
      problemsOf(
        [
          '// docs/requirements.md §7',
          '// docs/requirements.md §2 "Calendar (month view)"',
          '// architecture §2 "Gap"',
          '// docs/adr/0014 and ADR 0013, decision 3; ADR 0013 ("Figures")',
          '// docs/roadmap.md; docs/architecture.md ("Gap")',
          '/** Sample events (docs/requirements.md §2 "Calendar (month view) with randomly generated',
          ' * events"), and ADR 0013, decisions 2 and',
          ' * 4. */',
        ].join('\n'),
      ),
    ).toEqual([
      '1: docs/requirements.md has no §7',
      '2: docs/requirements.md §2 has no heading or bold term "Calendar (month view)"',
      '3: docs/architecture.md §2 has no heading or bold term "Gap"',
      '4: no ADR 0014 in docs/adr/',
      '4: ADR 0013 has no decision 3',
      '4: ADR 0013 has no heading or bold term "Figures"',
      '5: names docs/roadmap.md, which does not exist',
      '5: docs/architecture.md has no heading or bold term "Gap"',
      '6: docs/requirements.md §2 has no heading or bold term "Calendar (month view) with randomly generated events"',
      '7: ADR 0013 has no decision 4',
    ]);
  });

  it('fails on a quoted message that stands in another section than the one cited', () => {
    expect(
      problemsOf("// docs/requirements.md §9: the alert says '驗證失效，請重新登入'."),
    ).toEqual([
      '1: quotes "驗證失效，請重新登入", which docs/requirements.md has in §8, but cites §9',
    ]);
    // A message requirements does not quote is not its business.
    expect(problemsOf("// docs/requirements.md §9: '兩秒'")).toEqual([]);
  });

  it('checks the links of Markdown files and their anchors, not those in code blocks', () => {
    expect(
      problemsOf(
        [
          '[ok](requirements.md#5-validation-rules) [missing](nowhere.md)',
          '[bad anchor](architecture.md#3-reference-server) [url](https://example.com/x.md)',
          '```markdown',
          '[template](NNNN-title.md)',
          '```',
        ].join('\n'),
        'docs/guide.md',
      ),
    ).toEqual([
      '1: links to docs/nowhere.md, which does not exist',
      '2: links to docs/architecture.md#3-reference-server, a heading it does not have',
    ]);
  });

  it('makes the anchors GitHub makes', () => {
    expect(anchorOf('§2 Screens and routes')).toBe('2-screens-and-routes');
    expect(anchorOf('Booking (`/booking/booking`)')).toBe('booking-bookingbooking');
    expect(anchorOf('0011: Secure defaults, ownership')).toBe('0011-secure-defaults-ownership');
  });
});

describe('architecture decision records', () => {
  const dir = path.join(root, 'docs/adr');
  const records = readdirSync(dir).filter((name) => /^\d{4}[a-z]?-.*\.md$/.test(name));
  const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

  it.each(records)('%s has the template’s parts, in order, and a row in the index', (name) => {
    const text = readFileSync(path.join(dir, name), 'utf8');
    expect(text).toMatch(/^# \d{4}[a-z]?\. /);
    expect(text).toMatch(/^- Status: /m);
    expect(text).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
    const parts = [...text.matchAll(/^## (Context|Decisions?|Alternatives|Consequences)\b/gm)].map(
      (m) => (m[1] === 'Decisions' ? 'Decision' : m[1]),
    );
    expect(parts).toEqual(['Context', 'Decision', 'Alternatives', 'Consequences']);
    expect(index).toContain(`](${name})`);
  });
});
