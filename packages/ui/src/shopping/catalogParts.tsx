import type { ComponentType, ElementType, ReactNode } from 'react';
import { Button, Skeleton } from '../primitives';
import { PlaceholderList } from '../layout/listScreen/listScreen';
import { RetryRow } from './retry';

/**
 * What the catalog's administration screens do the same way (CategoryManageView, SpecTypeView):
 * the states where their list goes, a row's edit and delete buttons, and the delete that asks first.
 */

/**
 * The failure (in the screen's `Error` box, with 重試), the placeholders (`loading`: the screen's
 * list and item, its label, and the skeleton lines of an item), the note when there is nothing
 * (`empty`, false when there is something), or the list (`children`).
 */
export function CatalogListStates({
  errorMessage,
  onRetry,
  Error,
  loading,
  empty,
  children,
}: {
  errorMessage?: string;
  onRetry?: () => void;
  Error: ComponentType<{ role: 'alert'; children: ReactNode }>;
  loading: false | { List: ElementType; Item: ElementType; label: string; lines: number };
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (errorMessage)
    return (
      <Error role="alert">
        {errorMessage}
        <RetryRow onRetry={onRetry} />
      </Error>
    );
  if (loading !== false)
    return (
      <PlaceholderList List={loading.List} Item={loading.Item} label={loading.label}>
        <Skeleton lines={loading.lines} />
      </PlaceholderList>
    );
  return empty || children;
}

/** Inside the screen's confirm group: the question, `children` (a choice), 確定刪除 and 取消. */
export function DeleteConfirmParts({
  name,
  busy,
  disabled,
  onConfirm,
  onCancel,
  children,
}: {
  name: string;
  busy: boolean;
  disabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <span>確定刪除「{name}」？</span>
      {children}
      <Button size="small" loading={busy} disabled={disabled} onClick={onConfirm}>
        確定刪除
      </Button>
      <Button size="small" variant="text" onClick={onCancel}>
        取消
      </Button>
    </>
  );
}

/**
 * A row's last two actions: its edit (`editLabel`, e.g. 編輯 or 重新命名) and 刪除, each named with
 * the row's name. Either first calls `onStart` (the screens clear their last refusal there).
 */
export function EditDeleteButtons({
  name,
  editLabel,
  onStart,
  onEdit,
  onDelete,
}: {
  name: string;
  editLabel: string;
  onStart: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button
        size="small"
        variant="outline"
        aria-label={`${editLabel}「${name}」`}
        onClick={() => {
          onStart();
          onEdit();
        }}
      >
        {editLabel}
      </Button>
      <Button
        size="small"
        variant="text"
        aria-label={`刪除「${name}」`}
        onClick={() => {
          onStart();
          onDelete();
        }}
      >
        刪除
      </Button>
    </>
  );
}
