import { useEffect } from 'react';

/** The CSS variable the chat's frames subtract from their height (ui ChatLauncher's panel too). */
const KEYBOARD_INSET = '--folio-keyboard-inset';

/**
 * While the chat is on screen, `--folio-keyboard-inset` on the root is what the on-screen keyboard
 * takes off the bottom of the layout viewport: the layout viewport's height less the visual
 * viewport's bottom (window.visualViewport). Phones' browsers shrink only the visual viewport by
 * default (`dvh` keeps its height), so without it the composer would sit under the keyboard
 * (docs/adr/0032-live-chat.md consequences). 0 on a screen without one.
 */
export function useKeyboardInset(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const measure = () => {
      const inset = Math.max(
        0,
        Math.round(window.innerHeight - (viewport.offsetTop + viewport.height)),
      );
      root.style.setProperty(KEYBOARD_INSET, `${inset}px`);
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
      root.style.removeProperty(KEYBOARD_INSET);
    };
  }, []);
}
