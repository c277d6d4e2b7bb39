import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Citations of the repository's documents, and what is wrong with them. The unit test
 * (doc-citations.test.ts) fails on any problem. The forms read (docs/README.md, "Citing these
 * documents"):
 *
 * - `docs/requirements.md §5`, `requirements.md §5`, `requirements §5` (and the same for
 *   architecture), with runs such as `§5 and §8`, `§2, §5 "Booking"` or `§2–§9`. A name in double
 *   quotes after a section (`§2 "Resume page"`) must be a `###` heading or a bold term of that
 *   section. A bare `§N` belongs to the document cited last before it (in docs/requirements.md and
 *   docs/architecture.md, to the document itself).
 * - `ADR 0013`, `docs/adr/0013`, `adr/0013-fast-as-shipped.md`, optionally followed by
 *   `decision 11`, `decisions 10 to 12` (a numbered decision of that record) or `("Not done")` (a
 *   heading or bold term of it).
 * - Markdown links to a file of the repository, with or without a `#heading` anchor.
 * - Any `docs/….md` or `packages/<name>/README.md` path, and a part quoted after it
 *   (`docs/adr/appendices/0013-measurements.md ("Not done, and why")`).
 *
 * And one check of topic: a quoted text of docs/requirements.md (a zh-TW message, say) on the
 * line of a citation of that file must stand in one of the sections the line cites.
 */

export interface Problem {
  /** Repository-relative file and 1-based line of the citation. */
  where: string;
  message: string;
}

/** A document's numbered sections (`## §N Title`) and every anchor its headings make. */
interface Doc {
  text: string;
  sections: Map<number, string>;
  anchors: Set<string>;
}

const CITED_DOCS = {
  requirements: 'docs/requirements.md',
  architecture: 'docs/architecture.md',
} as const;
type CitedDoc = keyof typeof CITED_DOCS;

/** The files a citation may stand in: text files of the repository, generated and binary files left out. */
const SCANNED = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|mdx|ya?ml|json|html|css)$/;
const SKIPPED =
  /(^|\/)(node_modules|dist|dist-server|storybook-static|generated|__screenshots__|test-results|playwright-report)\//;

/** The repository's files, tracked or new (not ignored), as repository-relative paths. */
export function repositoryFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter((file) => file !== '' && SCANNED.test(file) && !SKIPPED.test(file))
    .filter((file) => existsSync(path.join(root, file)))
    .sort();
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

function readDoc(text: string): Doc {
  const sections = new Map<number, string>();
  const anchors = new Set<string>();
  let current: number | null = null;
  let inFence = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) {
      if (current !== null) sections.set(current, `${sections.get(current) ?? ''}${line}\n`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const title = heading[2] ?? '';
      let anchor = anchorOf(title);
      for (let n = 1; anchors.has(anchor); n += 1) anchor = `${anchorOf(title)}-${n}`;
      anchors.add(anchor);
      if (heading[1] === '##') {
        const numbered = /^§(\d+)\b/.exec(title);
        current = numbered ? Number(numbered[1]) : null;
      }
    }
    if (current !== null) sections.set(current, `${sections.get(current) ?? ''}${line}\n`);
  }
  return { text, sections, anchors };
}

/**
 * Each line with the next one after it (its comment marker dropped), so that a citation broken
 * over two lines (`§2 "Calendar (month` / ` * view)"`, `decisions 5 and` / `6`) is read whole; only
 * the matches that begin on the line itself count as its own.
 */
function linesWithNext(text: string): { line: string; joined: string }[] {
  const lines = text.split('\n');
  return lines.map((line, i) => {
    const next = (lines[i + 1] ?? '').replace(/^\s*(?:\*|\/\/|#)?\s*/, '');
    return { line, joined: `${line} ${next}` };
  });
}

/** The `###` headings and the bold terms of a text: the names a citation may quote. */
function namesIn(text: string): string[] {
  const headings = [...text.matchAll(/^#{3,6}\s+(.+)$/gm)].map((m) => m[1] ?? '');
  const bold = [...text.matchAll(/\*\*([^*\n]+)\*\*/g)].map((m) => m[1] ?? '');
  return [...headings, ...bold].map((name) => name.replace(/`/g, '').trim());
}

/** Whether `name` is one of the names of `text` (or how one begins, as "Booking" begins "Booking (`/booking/booking`)"). */
function hasName(text: string, name: string): boolean {
  const wanted = name.toLowerCase();
  return namesIn(text).some((candidate) => {
    const have = candidate.toLowerCase();
    return (
      have === wanted ||
      (have.startsWith(wanted) && !/[\p{L}\p{N}]/u.test(have[wanted.length] ?? ''))
    );
  });
}

/** The numbered decisions of an ADR (`N. **…**` at the start of a line). */
function decisionsOf(text: string): Set<number> {
  return new Set([...text.matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1])));
}

/** What a quoted name is written as after a section or an ADR: `"Name"`, `\"Name\"` or `("Name")`. */
const QUOTED = String.raw`\(?\\?"([^"\\\n]{1,80})\\?"\)?`;

/** A section and what may follow it: ` "Name"`. */
const SECTION = String.raw`§ ?(\d+)(?: ${QUOTED})?`;

/** A run of sections: `§2`, `§5 and §8`, `§2, §5 "Booking"; §9`, `§2–§9`. */
const RUN = new RegExp(String.raw`${SECTION}(?:\s*(?:,|;|and|or|–|-)\s*${SECTION})*`, 'g');

/** Where a document is named: `docs/requirements.md`, `requirements.md`, `[requirements §5](…)`. */
const DOC_NAME = /\b(requirements|architecture)(?:\.md)?\b/g;

interface SectionCitation {
  doc: CitedDoc;
  section: number;
  name?: string;
  line: number;
}

/**
 * The section citations of one file. A run belongs to the document named just before it
 * (`requirements §5`); a bare one, to the file itself in requirements.md and architecture.md, and
 * elsewhere to the document named last before it.
 */
export function sectionCitations(file: string, text: string): SectionCitation[] {
  const self = (Object.entries(CITED_DOCS) as [CitedDoc, string][]).find(([, f]) => f === file);
  let earlier: CitedDoc | null = null;
  const found: SectionCitation[] = [];
  linesWithNext(text).forEach(({ line, joined }, index) => {
    const names = [...line.matchAll(DOC_NAME)].map((m) => ({
      end: (m.index ?? 0) + m[0].length,
      doc: m[1] as CitedDoc,
    }));
    for (const run of joined.matchAll(RUN)) {
      const start = run.index ?? 0;
      if (start >= line.length) break;
      const before = names.filter((n) => n.end <= start).at(-1);
      const direct = before && /^\s*$/.test(line.slice(before.end, start)) ? before.doc : null;
      const doc = direct ?? (self ? self[0] : (before?.doc ?? earlier));
      if (doc === null) continue;
      const parts = [...run[0].matchAll(new RegExp(SECTION, 'g'))];
      parts.forEach((part, i) => {
        const section = Number(part[1]);
        found.push({ doc, section, name: part[2], line: index + 1 });
        // A range (§2–§9) cites every section between.
        const next = parts[i + 1];
        const between = next ? run[0].slice((part.index ?? 0) + part[0].length, next.index) : '';
        if (next && /^\s*[–-]\s*$/.test(between)) {
          for (let s = section + 1; s < Number(next[1]); s += 1) {
            found.push({ doc, section: s, line: index + 1 });
          }
        }
      });
    }
    earlier = names.at(-1)?.doc ?? earlier;
  });
  return found;
}

/** An ADR citation: `ADR 0013a`, `docs/adr/0017`, `adr/0013-fast-as-shipped.md`, and what follows. */
const ADR = new RegExp(
  String.raw`(?:\bADR |\badr\/)(\d{4}[a-z]?)(-[a-z0-9-]+\.md)?(?:\]\([^)]*\))?` +
    String.raw`(?:'s)?(?:,? \(?decisions? (\d+)(?: (?:and|to) (\d+))?|, (\d+)\)|,? ${QUOTED})?`,
  'g',
);

interface AdrCitation {
  number: string;
  slug?: string;
  decisions: number[];
  name?: string;
  line: number;
}

export function adrCitations(text: string): AdrCitation[] {
  const found: AdrCitation[] = [];
  linesWithNext(text).forEach(({ line, joined }, index) => {
    for (const m of joined.matchAll(ADR)) {
      if ((m.index ?? 0) >= line.length) break;
      const from = m[3] ?? m[5];
      const to = m[4];
      const decisions: number[] = [];
      if (from !== undefined) {
        const first = Number(from);
        const last = to === undefined ? first : Number(to);
        const isRange = to !== undefined && / to /.test(m[0]);
        if (isRange) for (let d = first; d <= last; d += 1) decisions.push(d);
        else decisions.push(first, ...(to === undefined ? [] : [last]));
      }
      found.push({ number: m[1] ?? '', slug: m[2], decisions, name: m[6], line: index + 1 });
    }
  });
  return found;
}

/**
 * Markdown links `[text](target)` to a file of the repository (not a URL, not a Storybook
 * `?path=`), with their anchor; code blocks left out.
 */
function linksIn(text: string): { target: string; anchor?: string; line: number }[] {
  const found: { target: string; anchor?: string; line: number }[] = [];
  let inFence = false;
  text.split('\n').forEach((line, index) => {
    if (line.trimStart().startsWith('```')) inFence = !inFence;
    if (inFence) return;
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const href = m[1] ?? '';
      if (/^[a-z]+:/i.test(href) || /^[/?]/.test(href)) continue;
      const [target = '', anchor] = href.split('#');
      found.push({ target, anchor, line: index + 1 });
    }
  });
  return found;
}

/** `docs/….md` and `packages/<name>/README.md` paths written out. */
const DOC_PATH = /(?<![\w./-])((?:docs\/[\w./-]+|packages\/[\w-]+\/README)\.md)\b/g;

/** Quoted texts on a line with a CJK character in them: the messages and labels requirements quote. */
const QUOTED_TEXT =
  /'([^'\n]*\p{Script=Han}[^'\n]*)'|`([^`\n]*\p{Script=Han}[^`\n]*)`|「([^」\n]+)」/gu;

/** Every problem with the citations of the given files (repository-relative paths). */
export function citationProblems(root: string, files: string[]): Problem[] {
  const docs = new Map<string, Doc>();
  const doc = (file: string): Doc | null => {
    if (!docs.has(file)) {
      const full = path.join(root, file);
      if (!existsSync(full)) return null;
      docs.set(file, readDoc(readFileSync(full, 'utf8')));
    }
    return docs.get(file) ?? null;
  };
  const adrDir = path.join(root, 'docs/adr');
  const adrFiles = existsSync(adrDir) ? readdirSync(adrDir) : [];
  const problems: Problem[] = [];

  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lines = text.split('\n');
    const at = (line: number) => `${file}:${line}`;

    // Sections of requirements and architecture, and the names quoted after them.
    const sectionCites = sectionCitations(file, text);
    for (const cite of sectionCites) {
      const cited = doc(CITED_DOCS[cite.doc]);
      const body = cited?.sections.get(cite.section);
      if (body === undefined) {
        problems.push({
          where: at(cite.line),
          message: `${CITED_DOCS[cite.doc]} has no §${cite.section}`,
        });
      } else if (cite.name !== undefined && !hasName(body, cite.name)) {
        problems.push({
          where: at(cite.line),
          message: `${CITED_DOCS[cite.doc]} §${cite.section} has no heading or bold term "${cite.name}"`,
        });
      }
    }

    // A text requirements quotes, quoted on the line of a citation of it, is in a cited section.
    const requirements = doc(CITED_DOCS.requirements);
    if (requirements && file !== CITED_DOCS.requirements) {
      const byLine = new Map<number, Set<number>>();
      for (const cite of sectionCites.filter((c) => c.doc === 'requirements')) {
        byLine.set(cite.line, (byLine.get(cite.line) ?? new Set()).add(cite.section));
      }
      for (const [line, cited] of byLine) {
        for (const m of (lines[line - 1] ?? '').matchAll(QUOTED_TEXT)) {
          const quoted = (m[1] ?? m[2] ?? m[3] ?? '').trim();
          if (quoted.length < 2 || quoted.includes('${')) continue;
          const holders = [...requirements.sections]
            .filter(([, body]) => body.includes(`\`${quoted}\``) || body.includes(quoted))
            .map(([n]) => n);
          if (holders.length > 0 && !holders.some((n) => cited.has(n))) {
            problems.push({
              where: at(line),
              message: `quotes "${quoted}", which docs/requirements.md has in §${holders.join(', §')}, but cites §${[...cited].join(', §')}`,
            });
          }
        }
      }
    }

    // ADRs, their decisions and the parts quoted after them.
    for (const cite of adrCitations(text)) {
      const matches = adrFiles.filter((name) => name.startsWith(`${cite.number}-`));
      const wanted = cite.slug ? `${cite.number}${cite.slug}` : null;
      if (matches.length !== 1 || (wanted !== null && !matches.includes(wanted))) {
        problems.push({
          where: at(cite.line),
          message: `no ADR ${wanted ?? cite.number} in docs/adr/`,
        });
        continue;
      }
      const record = readFileSync(path.join(adrDir, matches[0] ?? ''), 'utf8');
      const decisions = decisionsOf(record);
      for (const decision of cite.decisions.filter((d) => !decisions.has(d))) {
        problems.push({
          where: at(cite.line),
          message: `ADR ${cite.number} has no decision ${decision}`,
        });
      }
      if (
        cite.name !== undefined &&
        !hasName(record, cite.name) &&
        !hasHeading(record, cite.name)
      ) {
        problems.push({
          where: at(cite.line),
          message: `ADR ${cite.number} has no heading or bold term "${cite.name}"`,
        });
      }
    }

    // Links in Markdown to files of the repository, and their anchors.
    if (/\.mdx?$/.test(file)) {
      for (const link of linksIn(text)) {
        const target = link.target === '' ? file : path.join(path.dirname(file), link.target);
        const full = path.join(root, target);
        if (!existsSync(full)) {
          problems.push({
            where: at(link.line),
            message: `links to ${target}, which does not exist`,
          });
        } else if (link.anchor !== undefined && target.endsWith('.md')) {
          const linked = doc(target);
          if (linked && !linked.anchors.has(link.anchor)) {
            problems.push({
              where: at(link.line),
              message: `links to ${target}#${link.anchor}, a heading it does not have`,
            });
          }
        }
      }
    }

    // Document paths written out, and a part quoted after one (`docs/x.md ("Not done")`).
    linesWithNext(text).forEach(({ line, joined }, index) => {
      for (const m of line.matchAll(DOC_PATH)) {
        const named = m[1] ?? '';
        const full = path.join(root, named);
        if (!existsSync(full)) {
          problems.push({ where: at(index + 1), message: `names ${named}, which does not exist` });
          continue;
        }
        const after = joined.slice((m.index ?? 0) + named.length);
        const part = new RegExp(String.raw`^\)?,? ${QUOTED}`).exec(after)?.[1];
        const target = doc(named);
        if (
          part !== undefined &&
          target &&
          !hasName(target.text, part) &&
          !hasHeading(target.text, part)
        ) {
          problems.push({
            where: at(index + 1),
            message: `${named} has no heading or bold term "${part}"`,
          });
        }
      }
    });
  }
  const line = (p: Problem) => Number(p.where.slice(p.where.lastIndexOf(':') + 1));
  const file = (p: Problem) => p.where.slice(0, p.where.lastIndexOf(':'));
  return problems.sort((a, b) => file(a).localeCompare(file(b)) || line(a) - line(b));
}

/** Whether a document has a heading that begins with `name` (any level). */
function hasHeading(text: string, name: string): boolean {
  const wanted = name.toLowerCase();
  return [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].some((m) =>
    (m[1] ?? '').replace(/`/g, '').toLowerCase().startsWith(wanted),
  );
}
