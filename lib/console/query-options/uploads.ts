import { queryOptions, type Query } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';
import { ApiRequestError } from '@/lib/console/client';

export type UploadKind = 'email' | 'file';
export type Processing = ApiSchemas['Processing'];

/** An uploaded email or file as the upload list needs it, whichever endpoint it came from. */
export interface UploadedItem {
  kind: UploadKind;
  publicId: string;
  processing: Processing;
  /** The company derivation found (emails) or the one it was uploaded to (files); null when none. */
  companyPublicId: string | null;
  /** Emails only: the touchpoints it joined. Files do not list theirs. */
  touchpointPublicIds: readonly string[] | undefined;
  /** The item and what it holds (attachments, or pages and sheets): what a value's citation may name. */
  sourceIds: readonly string[];
}

/** Under `['uploads']`: the upload list's own reads, refreshed as one when something lands. */
export const uploadKeys = {
  all: ['uploads'] as const,
  items: () => [...uploadKeys.all, 'item'] as const,
  item: (kind: UploadKind, publicId: string) => [...uploadKeys.items(), kind, publicId] as const,
  values: (kind: UploadKind, publicId: string) => [...uploadKeys.all, 'values', kind, publicId] as const,
};

export const isSettled = (state: Processing['state'] | undefined): boolean =>
  state === 'done' || state === 'failed' || state === 'skipped';

/**
 * Polls while the item is queued or being read, a little slower each time
 * (1 s up to 5 s): reading a large deck can take a while, and an idle tab
 * should not hammer the API. Stops once done or failed, or when the item is
 * gone (deleted meanwhile): asking again will not bring it back.
 */
function pollInterval(query: Query<UploadedItem>): number | false {
  if (isSettled(query.state.data?.processing.state)) return false;
  const error = query.state.error;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return Math.min(1_000 + 500 * query.state.dataUpdateCount, 5_000);
}

async function readItem(kind: UploadKind, publicId: string, signal: AbortSignal): Promise<UploadedItem> {
  if (kind === 'email') {
    const email = await unwrap(
      apiClient.GET('/emails/{emailPublicId}', { params: { path: { emailPublicId: publicId } }, signal }),
    );
    return {
      kind,
      publicId,
      processing: email.processing,
      companyPublicId: email.companyPublicId,
      touchpointPublicIds: email.touchpointPublicIds,
      sourceIds: [email.publicId, ...email.files.map((f) => f.publicId)],
    };
  }
  const file = await unwrap(
    apiClient.GET('/files/{filePublicId}', { params: { path: { filePublicId: publicId } }, signal }),
  );
  return {
    kind,
    publicId,
    processing: file.processing,
    companyPublicId: file.companyPublicId,
    touchpointPublicIds: undefined,
    sourceIds: [file.publicId, ...file.elements.map((e) => e.publicId)],
  };
}

/** An uploaded item with its processing state, polled until it is done or failed. */
export const uploadedItemQuery = (kind: UploadKind, publicId: string) =>
  queryOptions({
    queryKey: uploadKeys.item(kind, publicId),
    queryFn: ({ signal }) => readItem(kind, publicId, signal),
    refetchInterval: pollInterval,
    staleTime: 0,
  });

/** The API's largest page. */
const VALUE_PAGE = 100;

/**
 * How many values waiting for review cite this item (or its attachments,
 * pages, sheets): the newest page of the company's suggestions, as nothing
 * lists values by source. Just read, the item's values are all on that page.
 */
export const uploadValuesQuery = (
  item: Pick<UploadedItem, 'kind' | 'publicId' | 'sourceIds'>,
  companyPublicId: string,
) =>
  queryOptions({
    queryKey: uploadKeys.values(item.kind, item.publicId),
    queryFn: async ({ signal }) => {
      const page = await unwrap(
        apiClient.GET('/tracker-values', {
          params: {
            query: { companyPublicId, status: 'suggested', sort: 'updatedAt', limit: VALUE_PAGE },
          },
          signal,
        }),
      );
      const ids = new Set(item.sourceIds);
      return page.items.filter((v) =>
        v.citations.some((c) => ids.has(c.publicId) || (c.parent !== undefined && ids.has(c.parent.publicId))),
      ).length;
    },
    staleTime: 30_000,
  });
