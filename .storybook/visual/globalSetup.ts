// Runs once in Node before the visual captures: says plainly when the browser differs from the one
// the story baselines were made with (see scripts/visual-browser.mjs).
import { browserMismatch } from '../../scripts/visual-browser.mjs';

export default function setup() {
  const warning = browserMismatch(['stories']);
  if (warning) console.warn(warning);
}
