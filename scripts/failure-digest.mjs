// The lines of a failed step's output that name what failed, printed again under the summary:
// CI keeps only the end of a long run's output, and a red step must say there which test it was.
// Knows the shapes Vitest, Playwright, ESLint and tsc print failures in.

// eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour
const ansi = /\u001b\[[0-9;]*m/g;
const failureLine = [
  /^\s*FAIL\s/, // Vitest: a failed file or test
  /^\s*[×✗]\s/, // Vitest: a failed test in the tree
  /^\s*✘\s/, // Playwright's list reporter
  /^\s*\d+\) \[/, // Playwright: a numbered failure heading
  /^\s*\w*Error:/, // the first line of an error
  /^\s*(Test|Hook) timed out/, // Vitest's timeouts
  /error TS\d+:/, // tsc
  /^\s*\d+:\d+\s+error\s/, // ESLint
  /^\[warn\] /, // Prettier --check
];

/** At most `limit` distinct failure lines of `output`, in the order they came. */
export function failureLines(output, limit = 40) {
  const seen = new Set();
  for (const raw of output.replace(ansi, '').split('\n')) {
    const line = raw.trimEnd();
    if (!failureLine.some((shape) => shape.test(line))) continue;
    seen.add(line.length > 300 ? `${line.slice(0, 300)}…` : line);
    if (seen.size === limit) break;
  }
  return [...seen];
}
