/**
 * Where a dragged category lands (docs/adr/0030-shopping-catalog.md): dropped on the top third of
 * a row it goes before that row, on the bottom third after it (both among that row's siblings),
 * in the middle it goes into that row, last. The answer is the one PATCH the buttons would send.
 */

/** The part of a row under the pointer. */
export type DropZone = 'before' | 'into' | 'after';

/** What the drop needs of each category. */
export interface DropNode {
  id: number;
  parentId: number | null;
  position: number;
}

/** The zone of a row `height` high at `offset` from its top. */
export function dropZone(offset: number, height: number): DropZone {
  if (offset < height / 3) return 'before';
  if (offset > (height * 2) / 3) return 'after';
  return 'into';
}

/** Siblings under `parentId` in their order, without `exceptId`. */
const siblingsOf = (nodes: readonly DropNode[], parentId: number | null, exceptId: number) =>
  nodes
    .filter((n) => n.parentId === parentId && n.id !== exceptId)
    .sort((a, b) => a.position - b.position || a.id - b.id);

/**
 * The move of `draggedId` dropped in `zone` of `targetId`: the new parent (sent only when it
 * changes) and the place among the new siblings, counted without the dragged one. Null when it
 * would stay where it is, or is dropped on itself. Depth and cycles are the rules' to refuse
 * (`categoryMoveProblem`), as for every move.
 */
export function dropMove(
  nodes: readonly DropNode[],
  draggedId: number,
  targetId: number,
  zone: DropZone,
): { parent_id?: number | null; position?: number } | null {
  const dragged = nodes.find((n) => n.id === draggedId);
  const target = nodes.find((n) => n.id === targetId);
  if (!dragged || !target || draggedId === targetId) return null;
  const parentId = zone === 'into' ? target.id : target.parentId;
  const others = siblingsOf(nodes, parentId, draggedId);
  const at = others.findIndex((n) => n.id === targetId);
  const position = zone === 'into' ? others.length : zone === 'before' ? at : at + 1;
  if (parentId === dragged.parentId) {
    const now = siblingsOf(nodes, parentId, -1).findIndex((n) => n.id === draggedId);
    return now === position ? null : { position };
  }
  // Into another category: last, as 移入上一個分類 sends it.
  return zone === 'into' ? { parent_id: parentId } : { parent_id: parentId, position };
}
