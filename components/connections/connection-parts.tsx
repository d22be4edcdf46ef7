import { useEffect, useState, type ReactNode } from 'react';
import {
  Ban,
  Check,
  CircleCheck,
  CircleDashed,
  Clock,
  Cloud,
  FolderOpen,
  HardDrive,
  Mail,
  Minus,
  Plug,
  TriangleAlert,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { absoluteTime, relativeTime, type Health } from './connection-health';

const HEALTH: Record<
  Health,
  { label: string; icon: LucideIcon; variant: 'success' | 'destructive' | 'secondary' | 'warning' | 'outline' }
> = {
  synced: { label: 'Synced', icon: CircleCheck, variant: 'success' },
  errored: { label: 'Error', icon: TriangleAlert, variant: 'destructive' },
  stale: { label: 'Stale', icon: Clock, variant: 'warning' },
  disabled: { label: 'Disabled', icon: Ban, variant: 'secondary' },
  never: { label: 'Never synced', icon: CircleDashed, variant: 'warning' },
  upload: { label: 'Upload', icon: Upload, variant: 'outline' },
};

export const HEALTH_ORDER: Health[] = ['errored', 'stale', 'never', 'disabled', 'synced', 'upload'];

export function healthLabel(health: Health): string {
  return HEALTH[health].label;
}

/** Icon, colour and a word: the state must read without colour. */
export function HealthBadge({ health }: { health: Health }) {
  const { label, icon: Icon, variant } = HEALTH[health];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}

const PROVIDER_ICONS: Record<string, LucideIcon> = {
  upload: Upload,
  imap: Mail,
  gmail: Mail,
  outlook: Mail,
  google_drive: HardDrive,
  dropbox: FolderOpen,
  onedrive: Cloud,
};

export function ProviderIcon({ provider }: { provider: string }) {
  const Icon = PROVIDER_ICONS[provider] ?? Plug;
  return <Icon aria-hidden="true" className="size-4 shrink-0 text-zinc-600 dark:text-zinc-400" />;
}

/** Relative time for the glance, the absolute one beside it, the ISO value for machines. */
export function When({ iso, now, prefix }: { iso: string; now: number; prefix?: string }) {
  return (
    <span className="grid">
      <span>
        {prefix}
        {relativeTime(iso, now)}
      </span>
      <time dateTime={iso} className="text-xs text-zinc-600 dark:text-zinc-400">
        {absoluteTime(iso, useReaderTimeZone())}
      </time>
    </span>
  );
}

export function YesNo({ value }: { value: boolean }) {
  return (
    <span className="inline-flex items-center gap-1">
      {value ? (
        <Check aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
      ) : (
        <Minus aria-hidden="true" className="size-4 text-zinc-600 dark:text-zinc-400" />
      )}
      {value ? 'Yes' : 'No'}
    </span>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return <span className="text-zinc-600 dark:text-zinc-400">{children}</span>;
}

/**
 * Relative times drift; a minute's tick keeps "2 minutes ago" honest without
 * refetching. It starts at `start` (when the list was fetched), which the
 * server's render and hydration share, so both say the same; the clock takes
 * over once mounted.
 */
export function useNow(start: number, intervalMs = 60_000): number {
  const [now, setNow] = useState(() => start || Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
