import type { InfiniteData } from '@tanstack/react-query';
import type { ApiSchemas } from '@/lib/console/api-client';
import type { TouchpointListParams } from '@/lib/console/query-options/touchpoints';

type Touchpoint = ApiSchemas['Touchpoint'];

/** The timeline's own first view (no filters, newest first): the brief and the Touchpoints tab share one cache entry. */
export const BRIEF_TIMELINE: TouchpointListParams = { topics: [], categories: [], sort: 'occurredAt' };

/** How many of each the brief lists. */
export const BRIEF_TOUCHPOINTS = 5;
const BRIEF_MEETINGS = 3;
export const BRIEF_NOTES = 3;

export const firstPage = <T>(data: InfiniteData<{ items: T[] }> | undefined): T[] => data?.pages[0]?.items ?? [];

interface BriefMeeting {
  publicId: string;
  title: string;
  /** The meeting's own time when the citation carries it, else its touchpoint's. */
  occurredAt: string;
}

/**
 * The meetings the latest touchpoints were derived from, newest first, once
 * each. The API lists no meetings, so this is how the brief finds them.
 */
export function meetingsOf(touchpoints: readonly Touchpoint[], max = BRIEF_MEETINGS): BriefMeeting[] {
  const seen = new Map<string, BriefMeeting>();
  for (const tp of touchpoints) {
    for (const citation of tp.insights.flatMap((i) => i.citations)) {
      if (citation.type !== 'meeting' || seen.has(citation.publicId)) continue;
      seen.set(citation.publicId, {
        publicId: citation.publicId,
        title: citation.title?.trim() || 'Untitled meeting',
        occurredAt: citation.occurredAt ?? tp.occurredAt,
      });
    }
  }
  return [...seen.values()].sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt)).slice(0, max);
}
