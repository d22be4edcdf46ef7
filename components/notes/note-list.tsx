'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { LoaderCircle, NotebookPen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/states';
import { ApiRequestError, errorMessage } from '@/lib/console/client';
import { noteListQuery } from '@/lib/console/query-options/notes';
import { NoteCard } from './note-card';

type NoteListProps = {
  companyPublicId: string;
  /** publicId of the note being edited, if any. */
  editingId: string | undefined;
  onEdit: (publicId: string) => void;
  onEditDone: () => void;
  onEditCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

export function NoteList({ companyPublicId, editingId, ...handlers }: NoteListProps) {
  const query = useInfiniteQuery(noteListQuery({ companyPublicId }));

  if (query.isPending) return <ListSkeleton items={3} />;
  // A failed "load more" or refresh keeps the pages already shown; only a failed first load replaces them.
  if (query.isLoadingError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    return notFound ? (
      <ErrorState title="Company not found" error="This company does not exist or has been deleted." />
    ) : (
      <ErrorState title="The notes could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
    );
  }

  const notes = query.data.pages.flatMap((page) => page.items);
  if (notes.length === 0) {
    return (
      <EmptyState
        icon={<NotebookPen className="size-8" />}
        title="No notes yet"
        description="Use “New note” to write the first one. Notes are written in Markdown and listed newest first."
      />
    );
  }

  return (
    <div className="grid gap-3">
      <ol aria-label="Notes, newest first" className="grid gap-3" aria-busy={query.isRefetching || undefined}>
        {notes.map((note) => (
          <li key={note.publicId}>
            <NoteCard
              note={note}
              editing={note.publicId === editingId}
              onEdit={() => handlers.onEdit(note.publicId)}
              onEditDone={handlers.onEditDone}
              onEditCancel={handlers.onEditCancel}
              onDirtyChange={handlers.onDirtyChange}
            />
          </li>
        ))}
      </ol>
      {query.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {query.isFetchNextPageError ? 'More notes could not be loaded' : 'The notes could not be refreshed'}:{' '}
          {errorMessage(query.error)}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {query.isFetchNextPageError ? 'Retry loading more notes' : 'Load more notes'}
        </Button>
      ) : null}
    </div>
  );
}
