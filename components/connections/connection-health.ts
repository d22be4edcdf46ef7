import type { Connection } from '@/lib/schemas/connection';

export type Health = 'disabled' | 'errored' | 'upload' | 'synced' | 'never';

/**
 * One word for a connection's state. The API gives timestamps only, so:
 * disabled wins; an error counts until a later sync clears it; uploads are not
 * synced from anywhere, so they are their own kind; otherwise synced or never.
 */
export function connectionHealth(c: Connection): Health {
  if (c.disabledAt) return 'disabled';
  if (c.errorId || c.errorAt) {
    const errorAt = c.errorAt ? Date.parse(c.errorAt) : Number.POSITIVE_INFINITY;
    const syncedAt = c.syncedAt ? Date.parse(c.syncedAt) : Number.NEGATIVE_INFINITY;
    if (!(syncedAt > errorAt)) return 'errored';
  }
  if (c.provider === 'upload') return 'upload';
  return c.syncedAt ? 'synced' : 'never';
}

const PROVIDER_NAMES: Record<string, string> = {
  upload: 'Upload',
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
