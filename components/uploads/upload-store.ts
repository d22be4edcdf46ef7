/**
 * The tab's uploads, in one module-level store: the company page's drop zone
 * and the shell's upload dialog add to it and show it, and an upload keeps
 * going while the analyst moves between pages. Processing state after the
 * upload is React Query's (see upload-watcher.tsx); this holds the sending.
 */
import { useSyncExternalStore } from 'react';
import { kindOf, refusalOf, typeLabel, type UploadKind } from './rules';
import { sendUpload, UploadFailure } from './send';

export type UploadPhase =
  /** Refused in the browser; nothing was sent. */
  | 'refused'
  /** In line behind other uploads. */
  | 'waiting'
  | 'uploading'
  /** The connection failed or the server could not take it: Retry may work. */
  | 'interrupted'
  /** The server refused it for what it is: retrying the same file will not help. */
  | 'rejected'
  | 'cancelled'
  /** Taken: its processing state is polled. */
  | 'sent';

export interface UploadEntry {
  id: string;
  file: File;
  name: string;
  size: number;
  typeLabel: string;
  kind: UploadKind | undefined;
  companyPublicId: string | undefined;
  companyName: string | undefined;
  /** The company page it was dropped on, if any: that page lists its own uploads. */
  origin: string | undefined;
  phase: UploadPhase;
  /** 0–1 while uploading. */
  progress: number;
  /** Why it was refused, rejected or interrupted. */
  reason: string | undefined;
  publicId: string | undefined;
  duplicate: boolean;
  /** Once processing is done or failed and the views were refreshed. */
  settled: boolean;
  /** Removed from the list while still being read: watched until settled, then dropped. */
  hidden: boolean;
  idempotencyKey: string;
}

interface UploadTarget {
  companyPublicId?: string;
  companyName?: string;
  origin?: string;
}

/** Two at a time: a dropped folder of decks should not starve the page's own reads. */
const MAX_CONCURRENT = 2;

let entries: readonly UploadEntry[] = [];
const listeners = new Set<() => void>();
const aborts = new Map<string, () => void>();

function randomId(): string {
  // getRandomValues works on plain-http deployments too, where randomUUID does not exist.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function set(next: readonly UploadEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

function update(id: string, patch: Partial<UploadEntry>) {
  set(entries.map((e) => (e.id === id ? { ...e, ...patch } : e)));
}

function pump() {
  let running = entries.filter((e) => e.phase === 'uploading').length;
  for (const entry of entries) {
    if (running >= MAX_CONCURRENT) break;
    if (entry.phase !== 'waiting') continue;
    running++;
    start(entry);
  }
}

function start(entry: UploadEntry) {
  const kind = entry.kind;
  if (!kind) return;
  update(entry.id, { phase: 'uploading', progress: 0, reason: undefined });
  const { done, abort } = sendUpload({
    file: entry.file,
    target: { kind, companyPublicId: entry.companyPublicId },
    idempotencyKey: entry.idempotencyKey,
    onProgress: (progress) => update(entry.id, { progress }),
  });
  aborts.set(entry.id, abort);
  done
    .then(
      (sent) => update(entry.id, { phase: 'sent', progress: 1, publicId: sent.publicId, duplicate: sent.duplicate }),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') {
          update(entry.id, { phase: 'cancelled', reason: undefined });
        } else if (error instanceof UploadFailure) {
          update(entry.id, { phase: error.retryable ? 'interrupted' : 'rejected', reason: error.message });
        } else {
          update(entry.id, { phase: 'interrupted', reason: 'The upload failed.' });
        }
      },
    )
    .finally(() => {
      aborts.delete(entry.id);
      pump();
    });
}

const finished = (e: UploadEntry) =>
  e.phase === 'refused' || e.phase === 'rejected' || e.phase === 'cancelled' || (e.phase === 'sent' && e.settled);

export const uploadStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: (): readonly UploadEntry[] => entries,
  /** What the server renders: nothing is uploading before the page runs. */
  getServer: (): readonly UploadEntry[] => [],

  /** Checks each file, then queues the ones that may be sent; the others stay listed with the reason. */
  add(files: readonly File[], target: UploadTarget) {
    const added = files.map((file): UploadEntry => {
      const reason = refusalOf(file, Boolean(target.companyPublicId));
      const kind = kindOf(file.name);
      return {
        id: randomId(),
        file,
        name: file.name,
        size: file.size,
        typeLabel: typeLabel(file.name),
        kind,
        // An email goes to whichever company derivation finds, not the one it was dropped on.
        companyPublicId: kind === 'file' ? target.companyPublicId : undefined,
        companyName: kind === 'file' ? target.companyName : undefined,
        origin: target.origin,
        phase: reason ? 'refused' : 'waiting',
        progress: 0,
        reason,
        publicId: undefined,
        duplicate: false,
        settled: false,
        hidden: false,
        idempotencyKey: randomId(),
      };
    });
    // Newest first, as the analyst looks for what they just dropped.
    set([...added.reverse(), ...entries]);
    pump();
  },

  retry(id: string) {
    const entry = entries.find((e) => e.id === id);
    if (entry?.phase !== 'interrupted' && entry?.phase !== 'cancelled') return;
    update(id, { phase: 'waiting', progress: 0, reason: undefined });
    pump();
  },

  cancel(id: string) {
    const entry = entries.find((e) => e.id === id);
    if (entry?.phase === 'waiting') update(id, { phase: 'cancelled' });
    else aborts.get(id)?.();
  },

  /** Off the list. One still being read stays watched (hidden), so the views it changes still refresh. */
  dismiss(id: string) {
    const entry = entries.find((e) => e.id === id);
    if (entry?.phase === 'sent' && !entry.settled) return update(id, { hidden: true });
    aborts.get(id)?.();
    set(entries.filter((e) => e.id !== id));
  },

  /** Removes finished rows; `only` limits it to the rows a view shows. */
  clearFinished(only?: (e: UploadEntry) => boolean) {
    set(entries.filter((e) => !(finished(e) && (only?.(e) ?? true))));
  },

  markSettled(id: string) {
    const entry = entries.find((e) => e.id === id);
    if (entry?.hidden) set(entries.filter((e) => e.id !== id));
    else update(id, { settled: true });
  },
};

export { finished as isFinished };

/** The tab's uploads the list shows (those removed while still being read are left out). */
export function useUploads(): readonly UploadEntry[] {
  return useSyncExternalStore(uploadStore.subscribe, uploadStore.get, uploadStore.getServer);
}
