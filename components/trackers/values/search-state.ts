'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TrackerValueFilters, TrackerValueSort } from '@/lib/queries/trackers';
import { VALUE_STATUSES, type ValueStatus } from '@/lib/schemas/tracker';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The tracker page's view: which company, which values, which order, which page. All of it lives in the URL. */
export interface ValueSearch {
  company?: string;
  status: ValueStatus[];
  effectiveFrom?: string;
  effectiveTo?: string;
  /** A date (`YYYY-MM-DD`), read as UTC midnight, or a full RFC 3339 instant from a hand-written URL. */
  updatedAfter?: string;
  sort: TrackerValueSort;
  /** 1-based. */
  page: number;
  size: PageSize;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

type Params = Pick<URLSearchParams, 'get' | 'getAll'>;

const pick = (value: string | null, ok: RegExp) => (value && ok.test(value) ? value : undefined);

/** Reads the URL leniently: a malformed parameter falls back to its default instead of breaking the page. */
export function parseValueSearch(params: Params): ValueSearch {
  const status = params
    .getAll('status')
    .filter((s): s is ValueStatus => (VALUE_STATUSES as readonly string[]).includes(s));
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const updated = params.get('updatedAfter');
  return {
    company: pick(params.get('company'), ID),
    status: VALUE_STATUSES.filter((s) => status.includes(s)),
    effectiveFrom: pick(params.get('effectiveFrom'), DATE),
    effectiveTo: pick(params.get('effectiveTo'), DATE),
    updatedAfter: updated && (DATE.test(updated) || INSTANT.test(updated)) ? updated : undefined,
    sort: params.get('sort') === 'updatedAt' ? 'updatedAt' : 'effectiveAt',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : 25,
  };
}

/** Only non-default values are written, so a plain tracker link stays plain. */
export function serializeValueSearch(s: ValueSearch): string {
  const out = new URLSearchParams();
  if (s.company) out.set('company', s.company);
  for (const st of s.status) out.append('status', st);
  if (s.effectiveFrom) out.set('effectiveFrom', s.effectiveFrom);
  if (s.effectiveTo) out.set('effectiveTo', s.effectiveTo);
  if (s.updatedAfter) out.set('updatedAfter', s.updatedAfter);
  if (s.sort !== 'effectiveAt') out.set('sort', s.sort);
  if (s.size !== 25) out.set('size', String(s.size));
  if (s.page > 1) out.set('page', String(s.page));
  return out.toString();
}

/** The API wants an instant; a date means the start of that day in UTC. */
export const updatedAfterInstant = (v: string | undefined) => (v && DATE.test(v) ? `${v}T00:00:00Z` : v);

export const rangeError = (s: Pick<ValueSearch, 'effectiveFrom' | 'effectiveTo'>) =>
  s.effectiveFrom && s.effectiveTo && s.effectiveFrom > s.effectiveTo
    ? 'The start date must be on or before the end date.'
    : undefined;

export function valueFilters(s: ValueSearch): TrackerValueFilters {
  return {
    companyPublicId: s.company,
    status: s.status,
    effectiveFrom: s.effectiveFrom,
    effectiveTo: s.effectiveTo,
    updatedAfter: updatedAfterInstant(s.updatedAfter),
    sort: s.sort,
  };
}

/**
 * The parsed URL and a setter. Any change other than the page itself starts
 * again at page 1. `history.replaceState` is synced into Next's router, so
 * filtering costs no server round trip and adds no history entries; but the
 * router applies it in a transition, so the new state is also kept locally
 * until the URL catches up, or controlled inputs would snap back for a frame.
 */
export function useValueSearch() {
  const params = useSearchParams();
  const pathname = usePathname();
  const parsed = useMemo(() => parseValueSearch(params), [params]);
  const [pending, setPending] = useState<ValueSearch | null>(null);
  // Dropped once the URL shows it; an older URL arriving in between must not win.
  useEffect(() => {
    setPending((p) => (p && serializeValueSearch(p) === serializeValueSearch(parsed) ? null : p));
  }, [parsed]);
  const search = pending ?? parsed;
  // Two updates in one tick (two date fields settling together) must build on each other.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const update = useCallback(
    (patch: Partial<ValueSearch>) => {
      const next: ValueSearch = { ...latest.current, ...patch };
      if (!('page' in patch)) next.page = 1;
      latest.current = next;
      setPending(next);
      const qs = serializeValueSearch(next);
      window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    },
    [pathname],
  );
  return [search, update] as const;
}
