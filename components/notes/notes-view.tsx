'use client';

import { useCallback, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LazyNoteCreateForm } from './lazy-note-forms';
import { NoteList } from './note-list';
import { confirmDiscard } from './use-unsaved-changes';

/** Which editor is open: none, the new-note one, or one note's (by publicId). Only one at a time. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; publicId: string };

export function NotesView({ companyPublicId }: { companyPublicId: string }) {
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  // A ref: the open editor reports on every change, and nothing here renders from it.
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const open = (next: Editing) => {
    if (editing.kind !== 'none' && !confirmDiscard(dirty.current)) return;
    dirty.current = false;
    setEditing(next);
  };
  const close = () => {
    dirty.current = false;
    setEditing({ kind: 'none' });
  };
  const cancel = () => {
    if (confirmDiscard(dirty.current)) close();
  };

  return (
    <section aria-labelledby="notes-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notes-heading" className="text-lg font-semibold">
          Notes
        </h2>
        <Button onClick={() => open({ kind: 'new' })} disabled={editing.kind === 'new'}>
          <Plus aria-hidden="true" />
          New note
        </Button>
      </div>
      {editing.kind === 'new' ? (
        <section
          aria-labelledby="new-note-heading"
          className="rounded-lg border border-zinc-200 bg-white p-4 shadow-xs dark:border-zinc-800 dark:bg-zinc-950"
        >
          <h3 id="new-note-heading" className="mb-3 text-base font-semibold">
            New note
          </h3>
          <LazyNoteCreateForm
            companyPublicId={companyPublicId}
            onDone={close}
            onCancel={cancel}
            onDirtyChange={onDirtyChange}
          />
        </section>
      ) : null}
      <NoteList
        companyPublicId={companyPublicId}
        editingId={editing.kind === 'edit' ? editing.publicId : undefined}
        onEdit={(publicId) => open({ kind: 'edit', publicId })}
        onEditDone={close}
        onEditCancel={cancel}
        onDirtyChange={onDirtyChange}
      />
    </section>
  );
}
