/** What the check found for one operation (or for a convention that belongs to none). */
export interface OperationResult {
  id: string;
  /** Requests answered (any status). */
  answered: number;
  /** Checks that ran and conformed, in words. */
  passed: string[];
  /** How the backend deviates from the contract, in words (`check: how`). */
  deviations: string[];
  /** Why a check could not run (no answer, no account, or a step before it failed). */
  unreachable: string[];
  /**
   * Checks answered with a documented 429 (with Retry-After) even after waiting: the answer
   * conforms, what it would have shown is not checked.
   */
  limited: string[];
}

/**
 * `conforms`: checks of the operation ran and every one conformed, none was left out;
 * `deviates`: one answer broke the contract; `could not run`: a check of it did not run (the
 * report says why), or none of the check's steps sends it.
 */
export type Verdict = 'conforms' | 'deviates' | 'could not run';

export function verdictOf(result: OperationResult): Verdict {
  if (result.deviations.length > 0) return 'deviates';
  if (result.unreachable.length > 0) return 'could not run';
  if (result.passed.length === 0 && result.limited.length === 0) return 'could not run';
  return 'conforms';
}

/** Why an operation could not run, when no step said so: nothing of the check sent it. */
const NOT_SENT = 'no step of the check sends this operation';

/**
 * A deviation with the indices of lists and paths written `*`, so that one wrong field in every
 * item of a list reads once (`body at /data/*\/price`, `data[*].id`, `variants.*.price`).
 */
export function groupKey(how: string): string {
  return how
    .replace(/\/\d+(?=\/|\b)/g, '/*')
    .replace(/\[\d+\]/g, '[*]')
    .replace(/(?<=[A-Za-z_\]])\.\d+(?=\.|\b)/g, '.*');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The names of `checks`, the first three and how many more. */
function names(checks: string[]): string {
  const unique = [...new Set(checks)];
  const shown = unique.slice(0, 3).join('; ');
  return unique.length > 3 ? `${shown}; and ${unique.length - 3} more` : shown;
}

/** Results per operation, in the order of the contract. */
export class Report {
  readonly results = new Map<string, OperationResult>();
  /** Hints for the person running the check (a base URL that misses `/api`), each once. */
  readonly hints: string[] = [];
  /** Deviations as check and how, per operation, for the grouped report. */
  private readonly found = new Map<string, { check: string; how: string }[]>();

  constructor(ids: Iterable<string>) {
    for (const id of ids) this.entry(id);
  }

  entry(id: string): OperationResult {
    let result = this.results.get(id);
    if (!result) {
      result = { id, answered: 0, passed: [], deviations: [], unreachable: [], limited: [] };
      this.results.set(id, result);
    }
    return result;
  }

  pass(id: string, check: string) {
    this.entry(id).passed.push(check);
  }

  deviate(id: string, check: string, how: string) {
    const list = this.entry(id).deviations;
    const line = `${check}: ${how}`;
    if (list.includes(line)) return;
    list.push(line);
    const found = this.found.get(id) ?? [];
    found.push({ check, how });
    this.found.set(id, found);
  }

  limited(id: string, check: string, retryAfter: number) {
    this.entry(id).limited.push(
      `${check}: rate-limited (documented 429, Retry-After ${retryAfter} s)`,
    );
  }

  unreachable(id: string, check: string, why: string) {
    const list = this.entry(id).unreachable;
    const line = `${check}: ${why}`;
    if (!list.includes(line)) list.push(line);
  }

  hint(text: string) {
    if (!this.hints.includes(text)) this.hints.push(text);
  }

  get ok(): boolean {
    return [...this.results.values()].every((r) => verdictOf(r) === 'conforms');
  }

  /** Why `result` could not run, in one line (its reasons, or that nothing sent it). */
  private why(result: OperationResult): string {
    return result.unreachable.length > 0 ? result.unreachable.join('; ') : NOT_SENT;
  }

  /** `id`, and how many of its checks ran and conformed if any did. */
  private withRan(id: string): string {
    const ran = this.entry(id).passed.length;
    return ran > 0 ? `${id} (${ran} ran and conformed)` : id;
  }

  /** The deviations of `id`, one line per distinct one (list indices as `*`). */
  private deviationLines(id: string): string[] {
    const groups = new Map<string, { checks: string[]; count: number }>();
    for (const { check, how } of this.found.get(id) ?? []) {
      const key = groupKey(how);
      const group = groups.get(key) ?? { checks: [], count: 0 };
      group.checks.push(check);
      group.count++;
      groups.set(key, group);
    }
    return [...groups].map(
      ([how, { checks, count }]) =>
        `    ✘ ${names(checks)}: ${how}${count > 1 ? ` (${count} times)` : ''}`,
    );
  }

  /**
   * The report as plain text: the hints, then one block per operation (with every passed check
   * if `verbose`), a deviation once however many list items or checks show it, and operations
   * that could not run for the same reason as one block.
   */
  format(verbose = false): string {
    const lines: string[] = this.hints.map((hint) => `! ${hint}`);
    if (lines.length > 0) lines.push('');
    const results = [...this.results.values()];
    const cannot = new Map<string, string[]>();
    for (const result of results)
      if (verdictOf(result) === 'could not run') {
        const why = this.why(result);
        cannot.set(why, [...(cannot.get(why) ?? []), result.id]);
      }
    const printed = new Set<string>();
    for (const result of results) {
      const verdict = verdictOf(result);
      const ran = result.passed.length;
      if (verdict === 'could not run') {
        const why = this.why(result);
        const ids = cannot.get(why) ?? [result.id];
        if (ids.length >= 3) {
          if (printed.has(why)) continue;
          printed.add(why);
          if (ids.length === results.length)
            lines.push(`? every operation (${ids.length}) could not run: ${why}`);
          else
            lines.push(
              `? ${ids.length} operations could not run: ${why}`,
              `    ${ids.map((id) => this.withRan(id)).join(', ')}`,
            );
          continue;
        }
        const conformed = ran > 0 ? ` (${plural(ran, 'check')} ran and conformed)` : '';
        lines.push(`? ${result.id}: could not run${conformed}`);
        if (verbose) for (const check of result.passed) lines.push(`    ✔ ${check}`);
        if (result.unreachable.length === 0) lines.push(`    ? ${NOT_SENT}`);
        for (const line of result.unreachable) lines.push(`    ? ${line}`);
        continue;
      }
      if (verdict === 'deviates') {
        const wrong = (this.found.get(result.id) ?? []).length;
        lines.push(`✘ ${result.id}: deviates (${plural(wrong, 'deviation')}, ${ran} conformed)`);
        if (verbose) for (const check of result.passed) lines.push(`    ✔ ${check}`);
        lines.push(...this.deviationLines(result.id));
        for (const line of result.unreachable) lines.push(`    ? could not run: ${line}`);
      } else {
        lines.push(`✔ ${result.id}: conforms (${plural(ran, 'check')} ran)`);
        if (verbose) for (const check of result.passed) lines.push(`    ✔ ${check}`);
      }
      for (const limited of result.limited) lines.push(`    ⏸ not checked further: ${limited}`);
    }
    const all = results.map(verdictOf);
    const count = (v: Verdict) => all.filter((x) => x === v).length;
    lines.push(
      '',
      `${count('conforms')} conform, ${count('deviates')} deviate, ${count('could not run')} could not run`,
    );
    return lines.join('\n');
  }
}
