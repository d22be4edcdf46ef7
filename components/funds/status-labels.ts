import type { FundStatus } from '@/lib/schemas/fund';
import { FUND_STATUSES } from '@/lib/schemas/values';

export const STATUS_LABELS: Record<FundStatus, string> = {
  active: 'Active',
  exited: 'Exited',
  dissolved: 'Dissolved',
};

/** One colour per status: the select's dot and the status mix bar. */
export const STATUS_COLORS: Record<FundStatus, string> = {
  active: 'bg-emerald-600',
  exited: 'bg-sky-600',
  dissolved: 'bg-zinc-500',
};

export const STATUS_OPTIONS = FUND_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

export function isFundStatus(value: unknown): value is FundStatus {
  return typeof value === 'string' && (FUND_STATUSES as readonly string[]).includes(value);
}

/** "Active", or "—" for a deployment that does not report statuses. */
export function statusLabel(status: FundStatus | undefined): string {
  return status ? STATUS_LABELS[status] : '—';
}

/** "Active or Exited". */
export function statusList(statuses: readonly FundStatus[]): string {
  const labels = statuses.map((s) => STATUS_LABELS[s]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1) ?? ''}`;
}
