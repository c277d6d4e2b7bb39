import isChromatic from 'chromatic/isChromatic';

/**
 * CSS that keeps snapshots still: no transitions, no blinking caret, no smooth scrolling. CSS
 * animations are paused by the capturing tool itself (Chromatic pauses them at their last frame;
 * Playwright's `animations: 'disabled'` finishes finite ones and resets infinite ones).
 */
const snapshotCss = `
  *, *::before, *::after {
    transition: none !important;
    caret-color: transparent !important;
    scroll-behavior: auto !important;
  }
`;

/** True while a snapshot tool renders the story: Chromatic, or the local visual tests. */
export const isSnapshotContext = () =>
  isChromatic() || (globalThis as { __FOLIO_VISUAL__?: boolean }).__FOLIO_VISUAL__ === true;

/** Adds the snapshot CSS to the document once. */
export function installSnapshotStyle(doc: Document = document) {
  if (doc.getElementById('folio-snapshot-style')) return;
  const style = doc.createElement('style');
  style.id = 'folio-snapshot-style';
  style.textContent = snapshotCss;
  doc.head.appendChild(style);
}

/** Resolves once web fonts (if any) have loaded, so text is measured and painted in its final face. */
export async function fontsReady() {
  if (typeof document !== 'undefined' && document.fonts) await document.fonts.ready;
  return {};
}
