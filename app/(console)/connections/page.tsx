import type { Metadata } from 'next';
import { ConnectionList } from '@/components/connections/connection-list';

export const metadata: Metadata = { title: 'Connections · Portfolio Intelligence' };

export default function ConnectionsPage() {
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Connections</h1>
        <p className="max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          The mailboxes, drives and upload channels that feed this workspace, and whether each is keeping up.
        </p>
      </header>
      <ConnectionList />
    </div>
  );
}
