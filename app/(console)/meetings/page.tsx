import type { Metadata } from 'next';
import { MeetingImportForm } from '@/components/meetings/meeting-import-form';

export const metadata: Metadata = { title: 'Meetings · Portfolio Intelligence' };

export default function MeetingsPage() {
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Meetings</h1>
        <p className="max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          Import a meeting from a meeting recorder or note-taking tool, or update one imported before. The API has no
          way to list meetings, so this page only writes.
        </p>
      </header>
      <MeetingImportForm />
    </div>
  );
}
