import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dropZone, type DropZone } from './categoryDrop';

/** A drag under way: the category held, and the row and zone under the pointer (if any). */
interface CategoryDragState {
  id: number;
  targetId: number | null;
  zone: DropZone | null;
}

/** How far (px) the pointer travels before a press on the handle becomes a drag. */
const THRESHOLD = 4;
/** Near the window's top or bottom edge (px), a drag scrolls the page by STEP per move. */
const EDGE = 48;
const STEP = 16;

/** The row (`data-category-id`) under a point, or under the event's target. */
function rowAt(event: PointerEvent): HTMLElement | null {
  const hit =
    document.elementFromPoint(event.clientX, event.clientY) ??
    (event.target instanceof Element ? event.target : null);
  return hit?.closest<HTMLElement>('[data-category-id]') ?? null;
}

/**
 * Pointer drag of the category rows (docs/adr/0030-shopping-catalog.md): a press on a row's handle
 * that moves more than a few pixels follows the pointer over the rows, naming the row and zone
 * under it; the release calls `onDrop`, Escape or a cancelled pointer drops nothing. The listeners
 * sit on the window, so mouse, pen and touch (the handle has `touch-action: none`) work alike,
 * without pointer capture; near the window's edges the page scrolls, and no text is selected. The buttons and Alt + arrows stay the way without a pointer.
 */
export function useCategoryDrag(
  onDrop: (draggedId: number, targetId: number, zone: DropZone) => void,
) {
  const [drag, setDrag] = useState<CategoryDragState | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const start = (event: ReactPointerEvent, id: number) => {
    if (event.button !== 0 || stop.current) return;
    event.preventDefault();
    const from = { x: event.clientX, y: event.clientY };
    let state: CategoryDragState | null = null;

    const move = (e: PointerEvent) => {
      if (!state && Math.hypot(e.clientX - from.x, e.clientY - from.y) < THRESHOLD) return;
      if (e.clientY < EDGE) window.scrollBy(0, -STEP);
      else if (e.clientY > window.innerHeight - EDGE) window.scrollBy(0, STEP);
      const row = rowAt(e);
      const box = row?.getBoundingClientRect();
      state = {
        id,
        targetId: row ? Number(row.dataset.categoryId) : null,
        zone: row && box ? dropZone(e.clientY - box.top, box.height) : null,
      };
      setDrag(state);
    };
    const end = (commit: boolean) => {
      stop.current?.();
      const done = state;
      setDrag(null);
      if (commit && done?.targetId != null && done.zone) onDrop(id, done.targetId, done.zone);
    };
    const up = () => end(true);
    const cancel = () => end(false);
    // A held mouse button would otherwise select the rows' text on its way.
    const noSelect = (e: Event) => e.preventDefault();
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      end(false);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', key);
    document.addEventListener('selectstart', noSelect);
    stop.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', key);
      document.removeEventListener('selectstart', noSelect);
      stop.current = null;
    };
  };

  return { drag, start };
}
