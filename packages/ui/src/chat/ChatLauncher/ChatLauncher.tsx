import { CHAT_MESSAGES as M } from '@folio/rules';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  StyledLauncherButton,
  StyledLauncherRoom,
  StyledPanel,
  StyledPanelBar,
  StyledPanelBody,
  StyledPanelClose,
} from './ChatLauncher.styles';

export interface ChatLauncherProps {
  /** Whether the panel is open (the app loads the chat's code only then). */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The panel's accessible name (the chat box's title). */
  label?: string;
  /** The panel's contents: the chat box, rendered only while open. */
  children?: ReactNode;
}

/**
 * The chat's launcher on the shop's pages (docs/adr/0032-live-chat.md consequences): a round
 * button at the bottom right, above the page's own buttons' row on a phone (it sits in the
 * corner's safe area and leaves the page's full-width buttons a gutter), that opens the chat box
 * in a panel without leaving the page. Escape or 收起線上客服 closes it and focus returns to the
 * button. The panel is sized on the dynamic viewport, so the on-screen keyboard shrinks it and
 * the composer stays in view.
 *
 * A page's action bars (its add-to-cart row, the cart's and the confirm screen's, marked
 * `data-folio-action-bar`) win the corner: while one passes under the closed button, the button
 * steps aside (hidden, not clickable) and comes back once the bar has scrolled on, so the bar's
 * buttons are never covered at any width.
 */
export function ChatLauncher({ open, onOpenChange, label = M.title, children }: ChatLauncherProps) {
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);
  const aside = useActionBarInCorner(button);

  useEffect(() => {
    if (open && !wasOpen.current) panel.current?.focus();
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <StyledLauncherRoom aria-hidden="true" />
      {open && (
        <StyledPanel
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          data-folio="chat-launcher-panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onOpenChange(false);
            }
          }}
        >
          <StyledPanelBar>
            <StyledPanelClose
              type="button"
              aria-label={M.closeChat}
              onClick={() => onOpenChange(false)}
            >
              <span aria-hidden="true">×</span>
            </StyledPanelClose>
          </StyledPanelBar>
          <StyledPanelBody>{children}</StyledPanelBody>
        </StyledPanel>
      )}
      <StyledLauncherButton
        ref={button}
        type="button"
        aria-label={open ? M.closeChat : M.openChat}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-folio="chat-launcher"
        $aside={aside && !open}
        onClick={() => onOpenChange(!open)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z"
          />
        </svg>
      </StyledLauncherButton>
    </>
  );
}

/** The attribute a page puts on its action bars (docs/adr/0032-live-chat.md consequences). */
const ACTION_BAR_ATTRIBUTE = 'data-folio-action-bar';

/**
 * Whether one of the page's action bars is in the corner the button takes (its box and a margin
 * around it), watched by an IntersectionObserver whose root is that corner; bars that mount later
 * (after their data loads) are found by a MutationObserver, and a resize draws the corner again.
 */
function useActionBarInCorner(button: RefObject<HTMLButtonElement | null>): boolean {
  const [inCorner, setInCorner] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined')
      return;
    let corner: IntersectionObserver | null = null;
    const inside = new Set<Element>();
    const watched = new Set<Element>();
    const watch = () => {
      for (const bar of document.querySelectorAll(`[${ACTION_BAR_ATTRIBUTE}]`)) {
        if (watched.has(bar)) continue;
        watched.add(bar);
        corner?.observe(bar);
      }
    };
    const draw = () => {
      corner?.disconnect();
      inside.clear();
      watched.clear();
      setInCorner(false);
      const box = button.current?.getBoundingClientRect();
      if (!box || box.width === 0) return;
      const margin = 8;
      const top = Math.max(0, box.top - margin);
      const left = Math.max(0, box.left - margin);
      corner = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) inside.add(entry.target);
            else inside.delete(entry.target);
          }
          setInCorner(inside.size > 0);
        },
        // This document's viewport (not a parent frame's, as the implicit root would be).
        { root: document, rootMargin: `-${top}px 0px 0px -${left}px` },
      );
      watch();
    };
    draw();
    let queued = 0;
    const mutations = new MutationObserver(() => {
      if (queued) return;
      queued = requestAnimationFrame(() => {
        queued = 0;
        // Bars that left the page stop counting.
        for (const bar of watched) {
          if (bar.isConnected) continue;
          watched.delete(bar);
          inside.delete(bar);
          corner?.unobserve(bar);
        }
        setInCorner(inside.size > 0);
        watch();
      });
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', draw);
    return () => {
      cancelAnimationFrame(queued);
      mutations.disconnect();
      corner?.disconnect();
      window.removeEventListener('resize', draw);
    };
  }, [button]);
  return inCorner;
}
