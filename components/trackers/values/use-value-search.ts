'use client';

import { useQueryStates } from 'nuqs';
import { useCallback } from 'react';
import { FIRST_PAGE } from '@/components/ui/data-table/search-params';
import { valueSearchParams, type ValueSearch } from './search-params';

type Patch = Partial<{ [K in keyof ValueSearch]: ValueSearch[K] | null }>;

/**
 * The tracker page's view and a setter. A change of company, filter or order
 * starts again at the first page (a page token is valid only for the filters
 * it was issued under); every change pushes history, so Back undoes it.
 */
export function useValueSearch() {
  const [search, setSearch] = useQueryStates(valueSearchParams, { history: 'push' });
  const update = useCallback(
    (patch: Patch) => {
      const paging = 'pageToken' in patch || 'prev' in patch;
      return setSearch(paging ? patch : { ...patch, ...FIRST_PAGE });
    },
    [setSearch],
  );
  return [search, update] as const;
}
