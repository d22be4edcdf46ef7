'use client';

import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { companyQuery } from '@/lib/console/query-options/companies';
import { LazyEditCompanyDialog } from '../company-form/lazy-company-dialogs';
import { AuditSection } from './brief/audit-section';
import { FundsSection } from './brief/funds-section';
import { NotesSection } from './brief/notes-section';
import { ProfileSide } from './brief/profile-side';
import { MeetingsSection, TouchpointsSection } from './brief/touchpoints-section';
import { TrackersSection } from './brief/trackers-section';
import { isNotFound } from './company-frame';
import { ProfileSkeleton } from './profile-skeleton';
import { MountOnceOpen } from '@/components/ui/mount-once-open';

const DeleteCompanyDialog = lazy(() =>
  import('./delete-company-dialog').then((m) => ({ default: m.DeleteCompanyDialog })),
);

/**
 * The company's one-page brief: funds and statuses, tracker values, recent
 * activity and the audit trail, with its identifiers in a side column. Each
 * section loads, fails and retries on its own.
 */
export function CompanyProfile({ companyId }: { companyId: string }) {
  const query = useQuery(companyQuery(companyId));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (query.isPending) return <ProfileSkeleton />;
  // The layout around this page shows the not-found state.
  if (query.isError && isNotFound(query.error)) return null;
  if (query.isError) {
    return <ErrorState title="Could not load the profile" error={query.error} onRetry={() => void query.refetch()} />;
  }

  const company = query.data;
  const ref = { publicId: company.publicId, name: company.name };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      {/* First in reading order (actions, identifiers); beside the brief on wide screens. */}
      <div className="grid content-start gap-4 lg:col-start-2 lg:row-start-1">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="outline" onClick={() => setDeleting(true)} className="text-red-700 dark:text-red-400">
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
        <ProfileSide company={company} />
      </div>

      <div className="grid min-w-0 content-start gap-4 lg:col-start-1 lg:row-start-1">
        <FundsSection company={ref} />
        <TrackersSection companyId={companyId} />
        <TouchpointsSection companyId={companyId} />
        <div className="grid content-start gap-4 xl:grid-cols-2">
          <MeetingsSection companyId={companyId} />
          <NotesSection companyId={companyId} />
        </div>
        <AuditSection companyId={companyId} />
      </div>

      <LazyEditCompanyDialog company={company} open={editing} onOpenChange={setEditing} />
      <MountOnceOpen open={deleting}>
        <DeleteCompanyDialog company={company} open={deleting} onOpenChange={setDeleting} />
      </MountOnceOpen>
    </div>
  );
}
