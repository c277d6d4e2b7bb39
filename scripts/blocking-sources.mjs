// Where a Lighthouse run's total blocking time comes from, read from its own report (ADR 0013).
// Lighthouse sums, over the main thread's long tasks in its simulation, the part of each task
// that falls between the first contentful paint and time to interactive, less 50 ms. Its
// `long-tasks` audit lists those tasks (simulated times, each with the script it is attributed
// to), so the same sum can be split by source. Tasks shorter than 50 ms never count, and the
// audit lists the 20 longest, which is every task that counts on our pages.

const THRESHOLD_MS = 50;

/** A short name for a task's source: the page itself, the loader, a chunk, or the browser. */
function sourceName(url, pageUrl) {
  if (!url || url === 'Unattributable') return 'browser';
  if (url === pageUrl) return 'page';
  const file = url.split('/').pop() ?? url;
  // Chunks are named `<name>-<8-character hash>.js`.
  const name = file.replace(/-[\w-]{8}\.js$/, '');
  return name === 'load-after-paint' ? 'loader' : name;
}

/**
 * The blocking time of one Lighthouse report by source, in ms, largest first:
 * `[['page', 48], ['loader', 7]]`. Sources that block for less than 1 ms are left out.
 */
export function blockingBySource(report) {
  const audits = report.audits;
  const start = audits['first-contentful-paint'].numericValue;
  const end = audits.interactive.numericValue;
  const pageUrl = report.finalDisplayedUrl ?? report.finalUrl;
  const bySource = new Map();
  for (const task of audits['long-tasks'].details?.items ?? []) {
    const clipped = Math.min(task.startTime + task.duration, end) - Math.max(task.startTime, start);
    if (clipped < THRESHOLD_MS) continue;
    const name = sourceName(task.url, pageUrl);
    bySource.set(name, (bySource.get(name) ?? 0) + clipped - THRESHOLD_MS);
  }
  return [...bySource]
    .map(([name, ms]) => [name, Math.round(ms)])
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1]);
}

/** One run's sources as the bench prints them: `page 48 + loader 7`, or `none`. */
export function formatBlockingSources(sources) {
  return sources.length === 0 ? 'none' : sources.map(([name, ms]) => `${name} ${ms}`).join(' + ');
}
