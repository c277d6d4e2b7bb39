import { pageWindow, rangeText } from './pages';
import { StyledPageButton, StyledPages, StyledPagination, StyledRange } from './Pagination.styles';
import { ChevronIcon } from '../icons';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** The number of pages (the API's `meta.last_page`). */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** All items (`meta.total`); with it, the range text '第 from–to 筆，共 total 筆' is shown. */
  total?: number;
  /** First item on the page (`meta.from`, null when empty). */
  from?: number | null;
  /** Last item on the page (`meta.to`, null when empty). */
  to?: number | null;
  /** Most page buttons shown at once, around the current page. @default 5 */
  maxButtons?: number;
  /** Names the navigation landmark. @default '分頁' */
  label?: string;
  /** Disables every button, e.g. while a page loads. @default false */
  disabled?: boolean;
  className?: string;
}

/**
 * Page navigation for a server-paged list: previous, at most five page buttons around the current
 * page (`aria-current="page"` on it), next, and the range text '第 from–to 筆，共 total 筆'
 * (docs/requirements.md §2). A list with no items has no page buttons (the API still says one page).
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  total,
  from,
  to,
  maxButtons = 5,
  label = '分頁',
  disabled = false,
  className,
}: PaginationProps) {
  const pages = pageWindow(page, total === 0 ? 0 : pageCount, maxButtons);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <StyledPagination aria-label={label} className={className} data-folio="pagination">
      {total !== undefined ? (
        <StyledRange aria-live="polite">{rangeText(from, to, total)}</StyledRange>
      ) : null}
      <StyledPages>
        <li>
          <StyledPageButton
            type="button"
            aria-label="上一頁"
            title="上一頁"
            disabled={disabled || page <= 1}
            onClick={() => go(page - 1)}
          >
            <ChevronIcon direction="left" />
          </StyledPageButton>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <StyledPageButton
              type="button"
              aria-label={`第 ${n} 頁`}
              aria-current={n === page ? 'page' : undefined}
              $current={n === page}
              disabled={disabled}
              onClick={() => go(n)}
            >
              {n}
            </StyledPageButton>
          </li>
        ))}
        <li>
          <StyledPageButton
            type="button"
            aria-label="下一頁"
            title="下一頁"
            disabled={disabled || page >= pageCount}
            onClick={() => go(page + 1)}
          >
            <ChevronIcon direction="right" />
          </StyledPageButton>
        </li>
      </StyledPages>
    </StyledPagination>
  );
}
