import type { Metadata } from 'next';
import { NotesView } from '@/components/notes/notes-view';

export const metadata: Metadata = { title: 'Notes' };

export default async function CompanyNotesPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <NotesView companyPublicId={companyId} />;
}
