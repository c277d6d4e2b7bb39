import { useCallback } from 'react';
import type { paths } from '@folio/contract';

/** createApiHooks' useRevalidate: a function that reloads every cached read under `paths`. */
export type UseRevalidate = (...paths: (keyof paths)[]) => () => Promise<unknown>;

/**
 * The shape of every write hook: run `write`, then reload every cached read under `reads` when it
 * took, or answered one of `reloadOn` (409 by default: someone changed it first, so the screen
 * shows an old state). `write` should be stable (made once, outside the component), as the
 * returned function is made again whenever it changes.
 */
export function useReloadingWrite<
  Args extends unknown[],
  Result extends { ok: boolean; status?: number | null } | null,
>(
  useRevalidate: UseRevalidate,
  reads: (keyof paths)[],
  write: (...args: Args) => Promise<Result>,
  reloadOn: readonly number[] = [409],
) {
  const revalidate = useRevalidate(...reads);
  // A string, so that a new array of the same statuses keeps the function (as useRevalidate's paths).
  const statuses = reloadOn.join();
  return useCallback(
    async (...args: Args) => {
      const result = await write(...args);
      if (result && (result.ok || statuses.split(',').includes(String(result.status))))
        await revalidate();
      return result;
    },
    [revalidate, write, statuses],
  );
}
