import { useState, type ElementType, type FormEvent, type ReactNode } from 'react';
import { Button, Pagination, TextField, type PaginationProps } from '../../primitives';
import { StyledError, StyledProgress, StyledStatus, StyledStatusAction } from './listScreen.styles';

/**
 * What the screens of a paged, searchable list share (EventsView, StorefrontView): the search
 * field's draft, and the states around the items (busy, failed, loading, empty) with the pager;
 * and the placeholders while a list loads (also CategoryManageView, SpecTypeView).
 * Their looks are in ../../theme/listScreen.ts.
 */

/**
 * The search field's draft: it follows `search` when that changes from outside (the back button,
 * a cleared filter); sending it calls `onSearch` with the trimmed keyword, and clearing the field
 * (its × button or deleting everything) calls it with '' at once.
 */
export function useSearchDraft(search: string | undefined, onSearch?: (keyword: string) => void) {
  const [draft, setDraft] = useState(search ?? '');
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setDraft(search ?? '');
  }
  return {
    draft,
    submit: (event: FormEvent) => {
      event.preventDefault();
      onSearch?.(draft.trim());
    },
    change: (value: string) => {
      setDraft(value);
      if (value === '' && search !== '') onSearch?.('');
    },
  };
}

/** The search field and its 搜尋 button, for a `role="search"` form. */
export function SearchFields({
  label,
  placeholder,
  draft,
  change,
}: {
  label: string;
  placeholder: string;
} & Pick<ReturnType<typeof useSearchDraft>, 'draft' | 'change'>) {
  return (
    <>
      <TextField
        label={label}
        type="search"
        placeholder={placeholder}
        value={draft}
        onChange={(e) => change(e.target.value)}
      />
      <Button type="submit">搜尋</Button>
    </>
  );
}

interface ListStatesProps {
  /** What the items are, for the progress bar's and the placeholders' names ('活動', '商品'). */
  noun: string;
  /** The progress bar's margin (see StyledProgress). */
  progressMargin: string;
  busy: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** The placeholders while loading, or false when loaded. */
  loading: false | ReactNode;
  /** The message where no items are, with its action (e.g. 清除搜尋); undefined when there are. */
  empty?: { message: ReactNode; action?: { label: string; onClick: () => void } };
  /** The pager's props; shown under the items unless the list failed or has no page. */
  pagination?: Omit<PaginationProps, 'label'>;
  paginationLabel: string;
  /** The items. */
  children: ReactNode;
}

/** The bar while busy, then the failure (with 重試), placeholders, the empty message or the items, then the pager. */
export function ListStates({
  noun,
  progressMargin,
  busy,
  errorMessage,
  onRetry,
  loading,
  empty,
  pagination,
  paginationLabel,
  children,
}: ListStatesProps) {
  return (
    <>
      {busy && !errorMessage && (
        <StyledProgress $margin={progressMargin} role="progressbar" aria-label={`${noun}載入中`} />
      )}
      {errorMessage ? (
        <StyledError role="alert">
          {errorMessage}
          {onRetry && (
            <StyledStatusAction>
              <Button variant="outline" onClick={onRetry}>
                重試
              </Button>
            </StyledStatusAction>
          )}
        </StyledError>
      ) : loading !== false ? (
        loading
      ) : empty ? (
        <StyledStatus role="status">
          {empty.message}
          {empty.action && (
            <StyledStatusAction>
              <Button variant="outline" onClick={empty.action.onClick}>
                {empty.action.label}
              </Button>
            </StyledStatusAction>
          )}
        </StyledStatus>
      ) : (
        children
      )}
      {pagination && !errorMessage && pagination.pageCount > 0 && (
        <Pagination {...pagination} label={paginationLabel} />
      )}
    </>
  );
}

/**
 * The placeholders while a list loads: the screen's own `List`, busy and named `label`, holding
 * `count` entries, each an `Item` with `children` in it.
 */
export function PlaceholderList({
  List,
  Item,
  label,
  count = 3,
  children,
}: {
  List: ElementType;
  Item: ElementType;
  label: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <List aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Item key={i}>{children}</Item>
      ))}
    </List>
  );
}
