import styled from 'styled-components';
import { radius, space, zIndex } from '../../theme/tokens';

/** The button's size: a thumb's target (44 px at least). */
const SIZE = 52;
/** Its distance from the corner, inside the screen's safe area. */
const GAP = space(4);
/** What the on-screen keyboard takes off the bottom (the app's chat code sets it while open). */
const INSET = 'var(--folio-keyboard-inset, 0px)';

/** `$aside`: an action bar of the page is in the button's corner; the bar wins. */
export const StyledLauncherButton = styled.button<{ $aside?: boolean }>`
  position: fixed;
  right: calc(${GAP} + env(safe-area-inset-right, 0px));
  bottom: calc(${GAP} + env(safe-area-inset-bottom, 0px));
  z-index: ${zIndex.drawer};
  display: grid;
  place-items: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  padding: 0;
  border: 0;
  border-radius: ${radius.pill};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.onPrimary};
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.25);
  cursor: pointer;
  transition:
    opacity 0.15s,
    visibility 0.15s;
  ${({ $aside }) => $aside && 'opacity: 0; visibility: hidden; pointer-events: none;'}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 3px;
  }
  @media (max-width: 240px) {
    width: 44px;
    height: 44px;
    right: ${space(2)};
    bottom: ${space(2)};
  }
`;

/**
 * The room the button takes at the end of the page, so that the page's last buttons scroll
 * clear of it (it floats over the content, not over what the page ends with).
 */
export const StyledLauncherRoom = styled.div`
  height: calc(${SIZE}px + 2 * ${GAP});
`;

/**
 * The panel above the button: 24 rem by 36 rem, or the screen less the button's row on a phone.
 * Its height follows the dynamic viewport less `--folio-keyboard-inset` (what the on-screen
 * keyboard takes, set by the app's chat code from window.visualViewport): it stands on the
 * keyboard, its composer in view.
 */
export const StyledPanel = styled.div`
  position: fixed;
  right: calc(${GAP} + env(safe-area-inset-right, 0px));
  bottom: max(
    calc(${SIZE}px + 2 * ${GAP} + env(safe-area-inset-bottom, 0px)),
    calc(${INSET} + ${GAP})
  );
  z-index: ${zIndex.dialog};
  display: flex;
  flex-direction: column;
  width: min(24rem, calc(100vw - 2 * ${GAP}));
  height: min(36rem, calc(100vh - ${SIZE}px - 3 * ${GAP}));
  height: min(36rem, calc(100dvh - ${SIZE}px - 3 * ${GAP}), calc(100dvh - ${INSET} - 2 * ${GAP}));
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: 0 8px 28px rgb(0 0 0 / 0.3);
  &:focus {
    outline: none;
  }
  @media (max-width: 240px) {
    right: ${space(1)};
    width: calc(100vw - ${space(2)});
    bottom: max(calc(44px + 2 * ${space(2)}), calc(${INSET} + ${space(1)}));
    height: min(calc(100dvh - 44px - 3 * ${space(2)}), calc(100dvh - ${INSET} - 2 * ${space(1)}));
  }
`;

export const StyledPanelBar = styled.div`
  display: flex;
  justify-content: flex-end;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
`;

export const StyledPanelClose = styled.button`
  min-width: 44px;
  min-height: 36px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
`;

/** The chat box fills what is left of the panel. */
export const StyledPanelBody = styled.div`
  flex: 1;
  min-height: 0;
`;
