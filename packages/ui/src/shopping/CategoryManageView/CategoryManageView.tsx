import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  MAX_CATEGORY_DEPTH,
  SHOP_MESSAGES,
  categoryMoveProblem,
  categoryNameError,
  siblingNameTaken,
} from '@folio/rules';
import { Button, Select, TextField } from '../../primitives';
import { CatalogListStates, DeleteConfirmParts, EditDeleteButtons } from '../catalogParts';
import {
  StyledActions,
  StyledAdd,
  StyledCategoryManageView,
  StyledConfirm,
  StyledError,
  StyledLive,
  StyledNotice,
  StyledRow,
  StyledTree,
} from './CategoryManageView.styles';
import { CategoryDragHandle } from './CategoryDragHandle';
import { dropMove, type DropZone } from './categoryDrop';
import { useCategoryDrag } from './useCategoryDrag';

/** A category as the screen shows it, in the tree's display order (parents first). */
export interface CategoryItem {
  id: number;
  parentId: number | null;
  name: string;
  position: number;
  /** 1 at the root. */
  depth: number;
  /** Products directly in it. */
  productCount: number;
}

/** A change the server makes in one PATCH: a new name, parent (null: the root) and/or place. */
export interface CategoryChange {
  name?: string;
  parent_id?: number | null;
  position?: number;
}

export interface CategoryManageViewProps {
  /** The shop's name, for the heading. */
  shopName?: string;
  categories: CategoryItem[];
  /** Shows placeholders. @default false */
  loading?: boolean;
  /** Shown instead of the tree (an unknown shop, a failed load). */
  errorMessage?: string;
  onRetry?: () => void;
  /** Administrators add, rename, move and delete; anyone else reads, with `notice`. @default false */
  canManage?: boolean;
  notice?: ReactNode;
  /** Each resolves to nothing, or the server's message to show (nothing is lost). */
  onCreate: (name: string, parentId: number | null) => Promise<string | undefined>;
  onUpdate: (id: number, change: CategoryChange) => Promise<string | undefined>;
  onDelete: (id: number, moveProductsTo?: number) => Promise<string | undefined>;
}

const DROP_WORDS: Record<DropZone, string> = { before: '之前', into: '之下', after: '之後' };

const tree = (categories: CategoryItem[]) =>
  categories.map((c) => ({ id: c.id, parent_id: c.parentId, name: c.name, position: c.position }));

/**
 * /shopping/manage/:company_flag/category, 分類管理 (docs/adr/0030-shopping-catalog.md): a shop's
 * category tree, up to three levels. Administrators add a category under any that has room,
 * rename one in place, move it up or down among its siblings, one level in (under the sibling
 * above) or out, by its buttons, from the keyboard on a focused row (Alt + arrows) or by dragging
 * its handle (before, into or after another row: categoryDrop.ts), and delete
 * one, moving its products first when it holds any. The rules (a name, unique among siblings, the
 * depth) are checked before sending; the server's refusal shows where it happened.
 */
export function CategoryManageView({
  shopName,
  categories,
  loading = false,
  errorMessage,
  onRetry,
  canManage = false,
  notice,
  onCreate,
  onUpdate,
  onDelete,
}: CategoryManageViewProps) {
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');
  const [addError, setAddError] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<{ id: number; name: string; error?: string } | null>(
    null,
  );
  const [confirming, setConfirming] = useState<{ id: number; moveTo: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);
  const [announced, setAnnounced] = useState('');
  const nodes = tree(categories);
  const siblings = (c: CategoryItem) => categories.filter((s) => s.parentId === c.parentId);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parentId = parent ? Number(parent) : null;
    const problem =
      categoryNameError(name) ??
      (siblingNameTaken(nodes, parentId, name) ? SHOP_MESSAGES.categoryNameTaken : null) ??
      categoryMoveProblem(nodes, null, parentId);
    setAddError(problem ?? undefined);
    if (problem) return;
    setAdding(true);
    const message = await onCreate(name.trim(), parentId);
    setAdding(false);
    setAddError(message);
    if (!message) setName('');
  };

  /** One PATCH after the rules' checks; true when the server took it. */
  const change = async (c: CategoryItem, body: CategoryChange) => {
    setRefusal(null);
    if (body.parent_id !== undefined) {
      const problem = categoryMoveProblem(nodes, c.id, body.parent_id);
      if (problem) return void setRefusal({ id: c.id, message: problem });
      if (siblingNameTaken(nodes, body.parent_id, c.name, c.id))
        return void setRefusal({ id: c.id, message: SHOP_MESSAGES.categoryNameTaken });
    }
    setBusy(true);
    const message = await onUpdate(c.id, body);
    setBusy(false);
    if (message) setRefusal({ id: c.id, message });
    return !message;
  };

  const { drag, start } = useCategoryDrag((draggedId, targetId, zone) => {
    const c = categories.find((o) => o.id === draggedId);
    const target = categories.find((o) => o.id === targetId);
    const body = dropMove(categories, draggedId, targetId, zone);
    if (!c || !target || !body || busy) return;
    setAnnounced('');
    void change(c, body).then(
      (done) => done && setAnnounced(`已將「${c.name}」移到「${target.name}」${DROP_WORDS[zone]}`),
    );
  });
  const dropAt = (c: CategoryItem) =>
    drag && drag.targetId === c.id && drag.zone && dropMove(categories, drag.id, c.id, drag.zone)
      ? drag.zone
      : undefined;

  const rename = async (event: FormEvent, c: CategoryItem) => {
    event.preventDefault();
    if (!renaming) return;
    const problem =
      categoryNameError(renaming.name) ??
      (siblingNameTaken(nodes, c.parentId, renaming.name, c.id)
        ? SHOP_MESSAGES.categoryNameTaken
        : null);
    if (problem) return setRenaming({ ...renaming, error: problem });
    setBusy(true);
    const message = await onUpdate(c.id, { name: renaming.name.trim() });
    setBusy(false);
    setRenaming(message ? { ...renaming, error: message } : null);
  };

  const remove = async (c: CategoryItem) => {
    if (!confirming) return;
    setBusy(true);
    const moveTo = confirming.moveTo ? Number(confirming.moveTo) : undefined;
    const message = await onDelete(c.id, moveTo);
    setBusy(false);
    setConfirming(null);
    setRefusal(message ? { id: c.id, message } : null);
  };

  /** The moves of a category: up, down, in (under the sibling above), out (after its parent). */
  const moves = (c: CategoryItem) => {
    const list = siblings(c);
    const index = list.findIndex((s) => s.id === c.id);
    const above = list[index - 1];
    const parentItem = categories.find((p) => p.id === c.parentId);
    return {
      up: index > 0 ? () => void change(c, { position: index - 1 }) : undefined,
      down: index < list.length - 1 ? () => void change(c, { position: index + 1 }) : undefined,
      in: above ? () => void change(c, { parent_id: above.id }) : undefined,
      out: parentItem
        ? () =>
            void change(c, {
              parent_id: parentItem.parentId,
              position: siblings(parentItem).findIndex((s) => s.id === parentItem.id) + 1,
            })
        : undefined,
    };
  };

  const onKeyDown = (event: KeyboardEvent, c: CategoryItem) => {
    if (!event.altKey || busy) return;
    const move = moves(c);
    const action = {
      ArrowUp: move.up,
      ArrowDown: move.down,
      ArrowRight: move.in,
      ArrowLeft: move.out,
    }[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const parentOptions = categories
    .filter((c) => c.depth < MAX_CATEGORY_DEPTH)
    .map((c) => ({ value: String(c.id), label: `${'　'.repeat(c.depth - 1)}${c.name}` }));

  return (
    <StyledCategoryManageView aria-labelledby="category-manage-title" data-folio="category-manage">
      <h1 id="category-manage-title">分類管理{shopName ? `：${shopName}` : ''}</h1>
      <p>
        {`分類最多 ${MAX_CATEGORY_DEPTH} 層，同一層的名稱不可重複。選取一列後可用 Alt + 方向鍵移動：上下調整順序，右移到上一個分類之下，左移回上一層。也可以按住名稱左側的把手拖曳：放在一列的上緣或下緣，排到它之前或之後；放在中間，移到它之下。`}
      </p>
      <StyledLive role="status">{announced}</StyledLive>
      {!canManage && notice && <StyledNotice>{notice}</StyledNotice>}

      {canManage && !errorMessage && !loading && (
        <StyledAdd onSubmit={(e) => void add(e)} aria-label="新增分類" noValidate>
          <TextField
            label="分類名稱"
            required
            value={name}
            error={addError}
            onChange={(e) => setName(e.target.value)}
            placeholder="例如：包袋"
          />
          <Select
            label="上層分類"
            value={parent}
            placeholder="（最上層）"
            options={parentOptions}
            onChange={(e) => setParent(e.target.value)}
          />
          <Button type="submit" loading={adding}>
            新增分類
          </Button>
        </StyledAdd>
      )}

      <CatalogListStates
        errorMessage={errorMessage}
        onRetry={onRetry}
        Error={StyledError}
        loading={loading && { List: StyledTree, Item: 'li', label: '分類載入中', lines: 1 }}
        empty={categories.length === 0 && <p role="status">這個商店還沒有分類。</p>}
      >
        <StyledTree aria-label="分類">
          {categories.map((c) => {
            const move = moves(c);
            const others = categories.filter((o) => o.id !== c.id);
            return (
              <StyledRow
                key={c.id}
                $depth={c.depth}
                $drop={dropAt(c)}
                $dragged={drag?.id === c.id}
                data-category-id={c.id}
                aria-label={c.name}
                tabIndex={canManage ? 0 : undefined}
                onKeyDown={canManage ? (e) => onKeyDown(e, c) : undefined}
              >
                {renaming?.id === c.id ? (
                  <form onSubmit={(e) => void rename(e, c)} aria-label={`重新命名「${c.name}」`}>
                    <TextField
                      label="新名稱"
                      value={renaming.name}
                      error={renaming.error}
                      onChange={(e) => setRenaming({ ...renaming, name: e.target.value })}
                    />
                    <Button type="submit" size="small" loading={busy}>
                      儲存
                    </Button>
                    <Button size="small" variant="text" onClick={() => setRenaming(null)}>
                      取消
                    </Button>
                  </form>
                ) : (
                  <div>
                    {canManage && <CategoryDragHandle onPointerDown={(e) => start(e, c.id)} />}
                    <strong>{c.name}</strong>
                    <span>{c.productCount > 0 ? `${c.productCount} 項商品` : '沒有商品'}</span>
                  </div>
                )}
                {refusal?.id === c.id && <StyledError role="alert">{refusal.message}</StyledError>}
                {canManage && confirming?.id === c.id && (
                  <StyledConfirm role="group" aria-label={`確認刪除「${c.name}」`}>
                    <DeleteConfirmParts
                      name={c.name}
                      busy={busy}
                      disabled={c.productCount > 0 && !confirming.moveTo}
                      onConfirm={() => void remove(c)}
                      onCancel={() => setConfirming(null)}
                    >
                      {c.productCount > 0 && (
                        <Select
                          label={`把 ${c.productCount} 項商品移到`}
                          value={confirming.moveTo}
                          placeholder="請選擇分類"
                          options={others.map((o) => ({
                            value: String(o.id),
                            label: `${'　'.repeat(o.depth - 1)}${o.name}`,
                          }))}
                          onChange={(e) => setConfirming({ ...confirming, moveTo: e.target.value })}
                        />
                      )}
                    </DeleteConfirmParts>
                  </StyledConfirm>
                )}
                {canManage && renaming?.id !== c.id && confirming?.id !== c.id && (
                  <StyledActions>
                    {(
                      [
                        ['up', '上移'],
                        ['down', '下移'],
                        ['in', '移入上一個分類'],
                        ['out', '移到上一層'],
                      ] as const
                    ).map(([key, label]) => (
                      <Button
                        key={key}
                        size="small"
                        variant="text"
                        aria-label={`${label}「${c.name}」`}
                        disabled={busy || !move[key]}
                        onClick={move[key]}
                      >
                        {label}
                      </Button>
                    ))}
                    <EditDeleteButtons
                      name={c.name}
                      editLabel="重新命名"
                      onStart={() => setRefusal(null)}
                      onEdit={() => setRenaming({ id: c.id, name: c.name })}
                      onDelete={() => setConfirming({ id: c.id, moveTo: '' })}
                    />
                  </StyledActions>
                )}
              </StyledRow>
            );
          })}
        </StyledTree>
      </CatalogListStates>
    </StyledCategoryManageView>
  );
}
