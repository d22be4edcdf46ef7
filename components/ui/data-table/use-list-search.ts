'use client';

import { useQueryStates, type Nullable, type UseQueryStatesKeysMap, type Values } from 'nuqs';
import { useCallback } from 'react';
import { FIRST_PAGE } from './search-params';

/**
 * A paged list's view in the URL and a setter. A filter change starts again
 * at the first page (a page token is valid only for the filters it was issued
 * under); every change pushes history, so Back undoes it.
 */
export function useListSearch<P extends UseQueryStatesKeysMap>(parsers: P) {
  const [search, setSearch] = useQueryStates(parsers, { history: 'push' });
  const update = useCallback(
    (patch: Partial<Nullable<Values<P>>>) => {
      const paging = 'pageToken' in patch || 'prev' in patch;
      return setSearch(paging ? patch : { ...patch, ...FIRST_PAGE });
    },
    [setSearch],
  );
  return [search, update] as const;
}
