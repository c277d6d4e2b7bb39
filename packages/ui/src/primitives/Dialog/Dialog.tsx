import { useId, type MouseEvent, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';
import {
  StyledDialog,
  StyledDialogActions,
  StyledDialogBody,
  StyledDialogContent,
  StyledDialogTitle,
} from './Dialog.styles';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, on a click on the backdrop (unless `closeOnBackdrop` is false) and by your own buttons. */
  onClose: () => void;
  /** The visible heading; it also names the dialog for screen readers. */
  title?: ReactNode;
  /** Names the dialog when it has no visible `title`. */
  ariaLabel?: string;
  /** Maximum width in pixels. @default 560 */
  maxWidth?: number;
  /** Buttons shown at the bottom right. */
  actions?: ReactNode;
  /** Close when the backdrop is clicked. @default true */
  closeOnBackdrop?: boolean;
  /** `alertdialog` for messages that need an answer. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog. */
  describedBy?: string;
  children?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: focus moves in and is trapped, the page behind
 * is inert, Escape closes it and focus returns to the opener.
 */
export function Dialog({
  open,
  onClose,
  title,
  ariaLabel,
  maxWidth = 560,
  actions,
  closeOnBackdrop = true,
  role = 'dialog',
  describedBy,
  children,
}: DialogProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  if (!open) return null;

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its body) is a click on the backdrop.
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return (
    <StyledDialog
      ref={ref}
      $maxWidth={maxWidth}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      aria-describedby={describedBy}
      onClick={onClick}
      data-folio="dialog"
    >
      <StyledDialogBody>
        {title && <StyledDialogTitle id={titleId}>{title}</StyledDialogTitle>}
        {children && <StyledDialogContent>{children}</StyledDialogContent>}
        {actions && <StyledDialogActions>{actions}</StyledDialogActions>}
      </StyledDialogBody>
    </StyledDialog>
  );
}
