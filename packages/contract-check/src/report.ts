/** What the check found for one operation (or for a convention that belongs to none). */
export interface OperationResult {
  id: string;
  /** Requests answered (any status). */
  answered: number;
  /** Checks that passed, in words. */
  passed: string[];
  /** How the backend deviates from the contract, in words. */
  deviations: string[];
  /** Why a check could not run (no answer, or a step before it failed). */
  unreachable: string[];
  /**
   * Checks answered with a documented 429 (with Retry-After) even after waiting: the answer
   * conforms, what it would have shown is not checked.
   */
  limited: string[];
}

export type Verdict = 'conforms' | 'deviates' | 'not reachable';

export function verdictOf(result: OperationResult): Verdict {
  if (result.deviations.length > 0) return 'deviates';
  if (result.passed.length === 0 && result.limited.length === 0) return 'not reachable';
  return 'conforms';
}

/** Results per operation, in the order of the contract. */
export class Report {
  readonly results = new Map<string, OperationResult>();

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
    if (!list.includes(line)) list.push(line);
  }

  limited(id: string, check: string, retryAfter: number) {
    this.entry(id).limited.push(
      `${check}: rate-limited (documented 429, Retry-After ${retryAfter} s)`,
    );
  }

  unreachable(id: string, check: string, why: string) {
    this.entry(id).unreachable.push(`${check}: ${why}`);
  }

  get ok(): boolean {
    return [...this.results.values()].every((r) => verdictOf(r) === 'conforms');
  }

  /** The report as plain text, one block per operation (with every passed check if `verbose`). */
  format(verbose = false): string {
    const lines: string[] = [];
    for (const result of this.results.values()) {
      const verdict = verdictOf(result);
      const mark = verdict === 'conforms' ? '✔' : verdict === 'deviates' ? '✘' : '?';
      lines.push(`${mark} ${result.id}: ${verdict} (${result.passed.length} passed)`);
      if (verbose) for (const check of result.passed) lines.push(`    ✔ ${check}`);
      for (const deviation of result.deviations) lines.push(`    ✘ ${deviation}`);
      for (const limited of result.limited) lines.push(`    ⏸ not checked further: ${limited}`);
      if (verdict !== 'conforms')
        for (const why of result.unreachable) lines.push(`    ? not reachable: ${why}`);
    }
    const all = [...this.results.values()].map(verdictOf);
    const count = (v: Verdict) => all.filter((x) => x === v).length;
    lines.push(
      '',
      `${count('conforms')} conform, ${count('deviates')} deviate, ${count('not reachable')} not reachable`,
    );
    return lines.join('\n');
  }
}
