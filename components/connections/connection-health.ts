import type { Connection } from '@/lib/schemas/connection';

export type Health = 'disabled' | 'errored' | 'upload' | 'synced' | 'stale' | 'never';

/** A connection that has not synced for longer than this is stale: the one rule of the connections and home pages. */
export const STALE_AFTER_MS = 24 * 3600_000;

const olderThanStale = (iso: string, now: number) => now - Date.parse(iso) > STALE_AFTER_MS;

/**
 * One word for a connection's state. The API gives timestamps only, so:
 * disabled wins; an error counts until a later sync clears it; uploads are not
 * synced from anywhere, so they are their own kind; otherwise synced (within
 * STALE_AFTER_MS of `now`), stale, or never.
 */
export function connectionHealth(c: Connection, now: number): Health {
  if (c.disabledAt) return 'disabled';
  if (c.errorId || c.errorAt) {
    const errorAt = c.errorAt ? Date.parse(c.errorAt) : Number.POSITIVE_INFINITY;
    const syncedAt = c.syncedAt ? Date.parse(c.syncedAt) : Number.NEGATIVE_INFINITY;
    if (!(syncedAt > errorAt)) return 'errored';
  }
  if (c.provider === 'upload') return 'upload';
  if (!c.syncedAt) return 'never';
  return olderThanStale(c.syncedAt, now) ? 'stale' : 'synced';
}

/**
 * Worth an analyst's attention on the home page: in error, stale, or never
 * synced a day after it was added. Disabled connections and uploads are settled
 * states the connections page shows.
 */
export function needsAttention(c: Connection, now: number): boolean {
  const health = connectionHealth(c, now);
  if (health === 'errored' || health === 'stale') return true;
  return health === 'never' && olderThanStale(c.createdAt, now);
}

/** "Sync now" exists for live IMAP connections only: the API answers a conflict for every other kind. */
export const canSyncNow = (c: Connection): boolean => c.provider === 'imap' && !c.disabledAt;

const PROVIDER_NAMES: Record<string, string> = {
  upload: 'Upload',
  imap: 'IMAP mailbox',
  gmail: 'Gmail',
  outlook: 'Outlook',
  google_drive: 'Google Drive',
  dropbox: 'Dropbox',
  onedrive: 'OneDrive',
  sharepoint: 'SharePoint',
  box: 'Box',
};

/** Known providers by their product names; an unknown one still reads as words ("some_tool" → "Some tool"). */
export function providerName(provider: string): string {
  const known = PROVIDER_NAMES[provider];
  if (known) return known;
  const words = provider.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown provider';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function relativeTime(iso: string, now: number): string {
  const diff = Date.parse(iso) - now;
  if (Number.isNaN(diff)) return 'at an unknown time';
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return 'just now';
}

const absolute = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const absoluteUtc = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** In the reader's time zone, or in UTC (and saying so) where the server renders: see useReaderTimeZone. */
export function absoluteTime(iso: string, timeZone?: 'UTC'): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return timeZone ? `${absoluteUtc.format(t)} UTC` : absolute.format(t);
}
