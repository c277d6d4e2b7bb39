import type { MouseEvent, ReactNode } from 'react';
import { CloseIcon } from '../icons';
import { useModalDialog } from '../Dialog/useModalDialog';
import { Picture, type PictureSource } from '../Picture';
import {
  StyledCaption,
  StyledClose,
  StyledFigure,
  StyledImage,
  StyledLightbox,
} from './Lightbox.styles';

export interface LightboxProps {
  /** Whether the viewer is shown. */
  open: boolean;
  /** Called by the close button, a click on the backdrop and Escape. */
  onClose: () => void;
  /** The image to show. */
  src: string;
  /** Copies of the image in other sizes and formats (see Picture); the browser picks one. */
  sources?: PictureSource[];
  /** What the image shows; it also names the viewer. */
  alt: string;
  /** A line under the image. */
  caption?: ReactNode;
  /** The close button's accessible name. @default '關閉' */
  closeLabel?: string;
}

/** The viewer's image is at most the window's width and 1600 px (Lightbox.styles.ts). */
const VIEWER_SIZES = 'min(100vw, 1600px)';

/**
 * A fullscreen image viewer on the native modal `<dialog>` (through `useModalDialog`): the page
 * behind is inert and focus stays inside, starting on the close button; the close button, a
 * click anywhere outside the image and Escape close it, and focus returns to the opener.
 */
export function Lightbox({
  open,
  onClose,
  src,
  sources,
  alt,
  caption,
  closeLabel = '關閉',
}: LightboxProps) {
  const ref = useModalDialog(open, onClose);
  if (!open) return null;

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    // Anything but the image, its caption and the button is the backdrop.
    if (target === event.currentTarget || target.tagName === 'FIGURE') onClose();
  };

  return (
    <StyledLightbox
      ref={ref}
      aria-modal="true"
      aria-label={alt}
      onClick={onClick}
      data-folio="lightbox"
    >
      <StyledClose
        type="button"
        aria-label={closeLabel}
        title={closeLabel}
        onClick={onClose}
        autoFocus
      >
        <CloseIcon />
      </StyledClose>
      <StyledFigure>
        <StyledImage as={Picture} src={src} sources={sources} sizes={VIEWER_SIZES} alt={alt} />
        {caption ? <StyledCaption>{caption}</StyledCaption> : null}
      </StyledFigure>
    </StyledLightbox>
  );
}
