import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

interface AlertDialogProps {
  /** Whether the alert is shown. */
  open: boolean;
  /** The message, shown exactly as given. */
  message: ReactNode;
  /** The heading. @default '提示' */
  title?: ReactNode;
  /** Called by the 確定 button and by Escape. */
  onConfirm: () => void;
}

/**
 * The alert of docs/requirements.md §8: modal, at most 400 px wide, a single confirm button labelled 確定.
 * A click on the backdrop does not dismiss it: the user confirms that they read it.
 */
export function AlertDialog({ open, message, title = '提示', onConfirm }: AlertDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onConfirm}
      title={title}
      role="alertdialog"
      maxWidth={400}
      closeOnBackdrop={false}
      describedBy={messageId}
      actions={
        <Button onClick={onConfirm} autoFocus>
          確定
        </Button>
      }
    >
      <p id={messageId} style={{ margin: 0 }}>
        {message}
      </p>
    </Dialog>
  );
}
