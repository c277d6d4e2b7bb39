import type { ComponentType, ReactNode } from 'react';
import { Button } from '../primitives';
import { RetryRow } from './retry';

/**
 * What the catalog's administration screens do the same way (CategoryManageView, SpecTypeView):
 * the states where their list goes, and the delete that asks first.
 */

/**
 * The failure (in the screen's `Error` box, with 重試), the placeholders, the note when there is
 * nothing (`empty`, false when there is something), or the list (`children`).
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
  loading: false | ReactNode;
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
  if (loading !== false) return loading;
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
