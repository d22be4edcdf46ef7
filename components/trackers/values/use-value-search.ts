'use client';

import { useListSearch } from '@/components/ui/data-table/use-list-search';
import { valueSearchParams } from './search-params';

/** The tracker page's view and a setter (a change of company, filter or order resets the page). */
export const useValueSearch = () => useListSearch(valueSearchParams);
