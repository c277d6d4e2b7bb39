// The byte budgets of docs/architecture.md §6 against the last production build (run after `pnpm build`):
// landing route ≤ 100 KB, /events JS + CSS ≤ 150 KB, each lazily loaded screen's own chunk ≤ 20 KB,
// all gzip. Prints every figure; exit 1 when one is over. Timing figures live in `pnpm bench`.
import { budgetRows, hasBuild, kb } from './bundle-sizes.mjs';

if (!hasBuild()) {
  console.error(
    'No production build (packages/app/dist/.vite/manifest.json): run `pnpm build` first.',
  );
  process.exit(1);
}

const rows = budgetRows();
const width = Math.max(...rows.map((r) => r.what.length));
for (const { what, bytes, budget, ok } of rows) {
  console.log(
    `${ok ? '✔' : '✘'} ${what.padEnd(width)} ${kb(bytes).padStart(9)}  (≤ ${kb(budget)})`,
  );
}
const over = rows.filter((r) => !r.ok);
if (over.length) {
  console.error(`\n${over.length} over budget: ${over.map((r) => r.what).join('; ')}`);
  process.exit(1);
}
console.log(`\nall ${rows.length} byte budgets met`);
