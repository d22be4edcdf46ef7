import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { NotesView } from '@/components/notes/notes-view';
import { prefetch } from '@/lib/console/prefetch';
import { noteListQuery } from '@/lib/console/query-options/notes';

export const metadata: Metadata = { title: 'Notes' };

export default async function CompanyNotesPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const dehydrated = await prefetch((client) =>
    client.prefetchInfiniteQuery(noteListQuery({ companyPublicId: companyId })),
  );
  return (
    <HydrationBoundary state={dehydrated}>
      <NotesView companyPublicId={companyId} />
    </HydrationBoundary>
  );
}
