import { useId, type MouseEvent, type ReactNode } from 'react';
import { useModalDialog } from '../Dialog';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';
import { StyledDrawer, StyledDrawerBody, StyledDrawerHeader } from './Drawer.styles';

interface DrawerProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called by the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** Heading of the drawer; also its accessible name. */
  title: string;
  /** Usually navigation links. A click on a link inside closes the drawer. */
  children: ReactNode;
}

/** A modal panel sliding in from the left: the navigation on screens narrower than lg. */
export function Drawer({ open, onClose, title, children }: DrawerProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  if (!open) return null;

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
    else if (event.target instanceof Element && event.target.closest('a')) onClose();
  };

  return (
    <StyledDrawer ref={ref} aria-labelledby={titleId} onClick={onClick} data-folio="drawer">
      <StyledDrawerHeader>
        <span id={titleId}>{title}</span>
        <IconButton label="關閉選單" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </StyledDrawerHeader>
      <StyledDrawerBody>{children}</StyledDrawerBody>
    </StyledDrawer>
  );
}
