'use client';

import { useListSearch } from '@/components/ui/data-table/use-list-search';
import { reviewSearchParams } from './search-params';

/** The queue's filters and a setter (filters reset the page; Back undoes each change). */
export const useReviewSearch = () => useListSearch(reviewSearchParams);

export type UpdateReviewSearch = ReturnType<typeof useReviewSearch>[1];
