/**
 * The meetings page's URL: the paged table's vocabulary (`limit`, `pageToken`, `prev`) and `import`, which
 * opens the import form, so a link can open it and Back closes it.
 */
import { createLoader, parseAsBoolean, type inferParserType } from 'nuqs/server';
import { pagingParsers } from '@/components/ui/data-table/search-params';
import type { MeetingListParams } from '@/lib/console/query-options/meetings';

export const meetingSearchParams = {
  ...pagingParsers,
  import: parseAsBoolean.withDefault(false),
};

export const loadMeetingSearchParams = createLoader(meetingSearchParams);

/** The query for the page the URL points at: the server's prefetch and the client's read use the same keys. */
export function meetingListParams(
  state: inferParserType<typeof meetingSearchParams>,
  pageToken = state.pageToken,
): MeetingListParams {
  return { limit: state.limit, pageToken: pageToken ?? undefined };
}
