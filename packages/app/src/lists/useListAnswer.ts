import { useEffect, useState } from 'react';

/** The page facts every paged list of the contract answers with (Laravel's `meta`). */
interface PageMeta {
  last_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

/** What a list hook of `@folio/api` gives a screen: SWR's answer, of one page at a time. */
interface ListRead<T> {
  data?: T;
  error?: unknown;
  mutate: () => unknown;
}

/**
 * What a paged list screen shows of its hook's answer (docs/architecture.md §2 "Lists"): the rows
 * of the last answer stay, marked busy, while another page or filter loads; a failure is only
 * logged (`what` names the list), the screen saying it could not load and offering 重試.
 */
export function useListAnswer<T extends { meta: PageMeta }>(read: ListRead<T>, what: string) {
  const { data: current, error, mutate } = read;
  const [shown, setShown] = useState(current);
  if (current !== undefined && current !== shown) setShown(current);
  const data = current ?? shown;

  useEffect(() => {
    if (error) console.info(`${what} failed`, error);
  }, [error, what]);

  return {
    data,
    error,
    loading: data === undefined && !error,
    busy: current === undefined && data !== undefined && !error,
    retry: () => void mutate(),
  };
}

/**
 * The pager's props for `page` of an answer's `meta`: changing page calls `go`, then scrolls to
 * the top, where the new rows start. Nothing before the first answer.
 */
export function pagerOf(meta: PageMeta | undefined, page: number, go: (page: number) => void) {
  return (
    meta && {
      page,
      pageCount: meta.last_page,
      total: meta.total,
      from: meta.from,
      to: meta.to,
      onPageChange: (next: number) => {
        go(next);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
    }
  );
}
