'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { NoteCreateForm, NoteEditForm } from './note-forms';

/**
 * The note editors load when one opens: they bring zod and react-hook-form,
 * which the note list does not otherwise need. Neither is mounted until then.
 */
const forms = () => import('./note-forms');
const Create = lazy(() => forms().then((m) => ({ default: m.NoteCreateForm })));
const Edit = lazy(() => forms().then((m) => ({ default: m.NoteEditForm })));

const loading = <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading the editor…</p>;

export function LazyNoteCreateForm(props: ComponentProps<typeof NoteCreateForm>) {
  return (
    <Suspense fallback={loading}>
      <Create {...props} />
    </Suspense>
  );
}

export function LazyNoteEditForm(props: ComponentProps<typeof NoteEditForm>) {
  return (
    <Suspense fallback={loading}>
      <Edit {...props} />
    </Suspense>
  );
}
