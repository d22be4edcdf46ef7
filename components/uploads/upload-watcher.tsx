'use client';

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activityKeys } from '@/lib/console/query-options/activity';
import { companyKeys } from '@/lib/console/query-options/companies';
import { reviewKeys } from '@/lib/console/query-options/review';
import { touchpointKeys } from '@/lib/console/query-options/touchpoints';
import { trackerKeys } from '@/lib/console/query-options/trackers';
import { isSettled, uploadedItemQuery, uploadKeys, type UploadKind } from '@/lib/console/query-options/uploads';
import { useUploads } from './upload-store';
import { uploadStore } from './upload-store';

/**
 * Everything an upload can change once read: the company's timeline and
 * profile, tracker values and series (series keys sit under `['trackers']`),
 * the review queue and the waiting count, the home page's changes.
 */
function refreshAfterUpload(client: QueryClient, kind: UploadKind, publicId: string, companyPublicId: string) {
  void client.invalidateQueries({ queryKey: touchpointKeys.company(companyPublicId) });
  void client.invalidateQueries({ queryKey: companyKeys.detail(companyPublicId) });
  void client.invalidateQueries({ queryKey: trackerKeys.all });
  void client.invalidateQueries({ queryKey: reviewKeys.queues() });
  void client.invalidateQueries({ queryKey: reviewKeys.counts() });
  void client.invalidateQueries({ queryKey: activityKeys.all });
  void client.invalidateQueries({ queryKey: uploadKeys.values(kind, publicId) });
}

function Watch({ id, kind, publicId }: { id: string; kind: UploadKind; publicId: string }) {
  const client = useQueryClient();
  const { data } = useQuery(uploadedItemQuery(kind, publicId));
  const state = data?.processing.state;
  const companyPublicId = data?.companyPublicId;
  useEffect(() => {
    if (!isSettled(state)) return;
    if (state === 'done' && companyPublicId) refreshAfterUpload(client, kind, publicId, companyPublicId);
    uploadStore.markSettled(id);
  }, [client, id, kind, publicId, state, companyPublicId]);
  return null;
}

/**
 * Polls every sent upload until it is read, wherever the analyst is, and
 * refreshes the views it changed: mounted once, in the shell, so a row's
 * list may come and go (a dialog closed, another page) without losing that.
 */
export function UploadWatcher() {
  const watched = useUploads().filter((e) => e.phase === 'sent' && !e.settled);
  return (
    <>
      {watched.map((e) =>
        e.kind && e.publicId ? <Watch key={e.id} id={e.id} kind={e.kind} publicId={e.publicId} /> : null,
      )}
    </>
  );
}
