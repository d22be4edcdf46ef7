'use client';

import * as React from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { LazyMarkdown } from '@/components/markdown/lazy-markdown';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/console/client';
import { deleteNote, noteKeys } from '@/lib/console/query-options/notes';
import type { Note } from '@/lib/schemas/note';
import { formatDateTime } from '@/lib/format/dates';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { TopicList } from '@/components/topics/topic-list';
import { authorName } from './format';
import { LazyNoteEditForm } from './lazy-note-forms';

type NoteCardProps = {
  note: Note;
  editing: boolean;
  onEdit: () => void;
  onEditDone: () => void;
  onEditCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

export function NoteCard({ note, editing, onEdit, onEditDone, onEditCancel, onDirtyChange }: NoteCardProps) {
  const baseId = React.useId();
  const headingId = `${baseId}-heading`;
  const timeId = `${baseId}-time`;
  const author = authorName(note);
  const when = formatDateTime(note.occurredAt, useReaderTimeZone());
  const topics = note.topics ?? [];
  const [confirming, setConfirming] = React.useState(false);
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: () => deleteNote(note.publicId),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: 'Note deleted', variant: 'success' });
      queryClient.removeQueries({ queryKey: noteKeys.detail(note.publicId) });
      await queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
    },
    onError: (error) => {
      toast({ title: 'The note was not deleted', description: errorMessage(error), variant: 'destructive' });
    },
  });

  return (
    <article
      aria-labelledby={`${headingId} ${timeId}`}
      className="rounded-lg border border-zinc-200 bg-white p-4 shadow-xs dark:border-zinc-800 dark:bg-zinc-950"
    >
      <header className="mb-3 flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold">
            <span className="sr-only">Note by </span>
            {author}
          </h3>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            <time id={timeId} dateTime={note.occurredAt}>
              {when}
            </time>
          </p>
        </div>
        <TopicList topics={topics} />
        {editing ? null : (
          <div className="ml-auto flex gap-1">
            <Button variant="ghost" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
      </header>
      {editing ? (
        <LazyNoteEditForm note={note} onDone={onEditDone} onCancel={onEditCancel} onDirtyChange={onDirtyChange} />
      ) : (
        <LazyMarkdown>{note.content}</LazyMarkdown>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this note?"
        description={`The note by ${author} from ${when} will be removed.`}
        confirmLabel="Delete note"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </article>
  );
}
