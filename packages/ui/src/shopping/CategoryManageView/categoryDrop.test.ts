import { describe, expect, it } from 'vitest';
import { dropMove, dropZone, type DropNode } from './categoryDrop';

// 服飾 (1) > 上衣 (2), 包袋 (4) > 托特包 (5); 文具 (10) > 筆記本 (11).
const nodes: DropNode[] = [
  { id: 1, parentId: null, position: 0 },
  { id: 2, parentId: 1, position: 0 },
  { id: 4, parentId: 1, position: 1 },
  { id: 5, parentId: 4, position: 0 },
  { id: 10, parentId: null, position: 1 },
  { id: 11, parentId: 10, position: 0 },
];

describe('dropZone', () => {
  it('splits a row in thirds', () => {
    expect(dropZone(5, 60)).toBe('before');
    expect(dropZone(30, 60)).toBe('into');
    expect(dropZone(55, 60)).toBe('after');
  });
});

describe('dropMove', () => {
  it('reorders among the same siblings, counting without the dragged one', () => {
    expect(dropMove(nodes, 10, 1, 'before')).toEqual({ position: 0 });
    expect(dropMove(nodes, 1, 10, 'after')).toEqual({ position: 1 });
    expect(dropMove(nodes, 2, 4, 'after')).toEqual({ position: 1 });
  });

  it('answers null when the category would stay where it is', () => {
    expect(dropMove(nodes, 2, 4, 'before')).toBeNull();
    expect(dropMove(nodes, 4, 2, 'after')).toBeNull();
    expect(dropMove(nodes, 4, 4, 'into')).toBeNull();
    expect(dropMove(nodes, 5, 4, 'into')).toBeNull();
  });

  it('moves under another parent, before or after a row, or into one (last)', () => {
    expect(dropMove(nodes, 11, 2, 'before')).toEqual({ parent_id: 1, position: 0 });
    expect(dropMove(nodes, 11, 4, 'after')).toEqual({ parent_id: 1, position: 2 });
    expect(dropMove(nodes, 5, 10, 'after')).toEqual({ parent_id: null, position: 2 });
    expect(dropMove(nodes, 2, 10, 'into')).toEqual({ parent_id: 10 });
  });

  it('leaves depth and cycles to the rules', () => {
    expect(dropMove(nodes, 1, 5, 'into')).toEqual({ parent_id: 5 });
  });
});
