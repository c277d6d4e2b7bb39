import { describe, expect, it } from 'vitest';

import { failureLines } from './failure-digest.mjs';

describe('failureLines', () => {
  it('picks the failed Vitest files and tests and their first error line', () => {
    const output = [
      ' ✓ |server-pg| packages/server/test/ok.test.ts (3 tests) 120ms',
      ' ❯ |server-pg| packages/server/test/bad.test.ts (2 tests | 1 failed) 900ms',
      '   × a seed turn waits for the other 850ms',
      ' FAIL  |server-pg| packages/server/test/bad.test.ts > seed > a seed turn waits for the other',
      'AssertionError: expected 500 to be 200',
      ' FAIL  |server-pg| packages/server/test/bad.test.ts > seed > a seed turn waits for the other',
      'Error: Test timed out in 30000ms.',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '   × a seed turn waits for the other 850ms',
      ' FAIL  |server-pg| packages/server/test/bad.test.ts > seed > a seed turn waits for the other',
      'AssertionError: expected 500 to be 200',
      'Error: Test timed out in 30000ms.',
    ]);
  });

  it('picks Playwright failures, tsc and ESLint errors, with colours removed', () => {
    const output = [
      '  ✓  1 [chromium] › e2e/a.spec.ts:3:1 › fine (1.0s)',
      '  \u001b[31m✘  2 [chromium] › e2e/b.spec.ts:9:1 › broken (2.0s)\u001b[39m',
      '  1) [chromium] › e2e/b.spec.ts:9:1 › broken',
      "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      '  12:3  error  Unexpected any  @typescript-eslint/no-explicit-any',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '  ✘  2 [chromium] › e2e/b.spec.ts:9:1 › broken (2.0s)',
      '  1) [chromium] › e2e/b.spec.ts:9:1 › broken',
      "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      '  12:3  error  Unexpected any  @typescript-eslint/no-explicit-any',
    ]);
  });

  it('says nothing of a green run and stops at the limit', () => {
    expect(failureLines(' ✓ a (1 test) 3ms\n Test Files  1 passed (1)')).toEqual([]);
    const many = Array.from({ length: 10 }, (_, i) => `   × test ${i}`).join('\n');
    expect(failureLines(many, 3)).toHaveLength(3);
  });
});
