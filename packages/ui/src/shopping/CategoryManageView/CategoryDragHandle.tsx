import type { PointerEventHandler } from 'react';
import { IconSvg } from '../../primitives/icons';
import { StyledHandle } from './CategoryManageView.styles';

/**
 * A category row's grip for pointer drag (useCategoryDrag). Hidden from assistive technology and
 * out of the tab order: the row's buttons and Alt + arrows make the same moves without a pointer.
 */
export function CategoryDragHandle({
  onPointerDown,
}: {
  onPointerDown: PointerEventHandler<HTMLSpanElement>;
}) {
  return (
    <StyledHandle
      aria-hidden="true"
      title="拖曳以移動"
      data-folio="category-drag-handle"
      onPointerDown={onPointerDown}
    >
      <IconSvg width="20" height="20">
        <circle cx="9" cy="6" r="1" />
        <circle cx="15" cy="6" r="1" />
        <circle cx="9" cy="12" r="1" />
        <circle cx="15" cy="12" r="1" />
        <circle cx="9" cy="18" r="1" />
        <circle cx="15" cy="18" r="1" />
      </IconSvg>
    </StyledHandle>
  );
}
