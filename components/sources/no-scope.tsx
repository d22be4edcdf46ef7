import { KeyRound } from 'lucide-react';

/**
 * Source pages read this server's database with the workspace of the
 * console's key; when that key belongs to another deployment there is no
 * workspace to read, and saying so beats an empty or wrong page.
 */
export function NoScope() {
  return (
    <div className="mx-auto max-w-xl space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-6 dark:border-amber-900 dark:bg-amber-950/40">
      <div className="flex items-center gap-2">
        <KeyRound className="size-5 text-amber-800 dark:text-amber-300" aria-hidden="true" />
        <h1 className="text-lg font-semibold">Source pages are not available here</h1>
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Source pages are read straight from this server&apos;s database, in the workspace of the console&apos;s API key.
        That key is not a live key of this database (the console may be pointed at another API deployment with{' '}
        <code>PI_API_BASE_URL</code>, or the key was revoked), so there is no workspace to show sources from.
      </p>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Open the permalink on the server that issued it, or run the console with a key of this server.
      </p>
    </div>
  );
}
