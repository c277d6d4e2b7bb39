/**
 * Where the arrow keys, Home and End move focus in a row (`horizontal`: ← →) or column
 * (`vertical`: ↑ ↓) of `count` items, from the item at `index`: the previous or next item, wrapping
 * around at either end, or the first or the last. `undefined` for any other key.
 */
export function wrappingMove(
  key: string,
  index: number,
  count: number,
  axis: 'horizontal' | 'vertical',
): number | undefined {
  const last = count - 1;
  const [previous, next] =
    axis === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case next:
      return index === last ? 0 : index + 1;
    case previous:
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
