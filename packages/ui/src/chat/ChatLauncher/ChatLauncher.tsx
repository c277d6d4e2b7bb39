import { CHAT_MESSAGES as M } from '@folio/rules';
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
 */
export function ChatLauncher({ open, onOpenChange, label = M.title, children }: ChatLauncherProps) {
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);

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
