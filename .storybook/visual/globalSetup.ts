// Runs once in Node before the visual captures: says plainly when the browser differs from the one
// the story baselines were made with (see scripts/visual-browser.mjs). Not while `--update` is
// writing them anew: the old record is gone then, and the new one is written at the end.
import { browserMismatch } from '../../scripts/visual-browser.mjs';

export default function setup() {
  if (process.argv.includes('--update') || process.argv.includes('-u')) return;
  const warning = browserMismatch(['stories']);
  if (warning) console.warn(warning);
}
