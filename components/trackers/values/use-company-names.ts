'use client';

import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { companyQuery } from '@/lib/console/query-options/companies';
import type { Company } from '@/lib/schemas/company';
import type { TrackerValue } from '@/lib/schemas/tracker';

/** Company names of the rows shown, as they arrive; the same queries the server prefetches for its first page. */
export function useCompanyNames(rows: readonly Pick<TrackerValue, 'companyPublicId'>[]): Map<string, string> {
  const companyIds = useMemo(() => [...new Set(rows.map((r) => r.companyPublicId))], [rows]);
  // A stable combine keeps the name map (and so the columns) unchanged until a name arrives.
  const combine = useCallback(
    (results: UseQueryResult<Company>[]) => {
      const map = new Map<string, string>();
      results.forEach((r, i) => {
        const id = companyIds[i];
        if (r.data && id) map.set(id, r.data.name);
      });
      return map;
    },
    [companyIds],
  );
  // Names rarely change; a longer staleTime spares a request per row when paging back and forth.
  return useQueries({ queries: companyIds.map((id) => ({ ...companyQuery(id), staleTime: 5 * 60_000 })), combine });
}
