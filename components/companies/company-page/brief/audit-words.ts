import { isFundStatus, statusLabel } from '@/components/funds/status-labels';
import type { CompanyAuditEvent } from '@/lib/console/query-options/company-brief';

/** A company's fields as people call them. Unknown fields (a newer API) show as sent. */
const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  primaryDomain: 'primary domain',
  domains: 'domains',
  alternativeNames: 'alternative names',
  headline: 'headline',
  linkedinSlug: 'LinkedIn profile',
  twitterSlug: 'X (Twitter) profile',
  crunchbaseSlug: 'Crunchbase profile',
};

const MAX_SHOWN = 80;

function shown(value: unknown): string {
  const text = Array.isArray(value)
    ? value.map(String).join(', ')
    : typeof value === 'string'
      ? `“${value}”`
      : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

function fieldChange(field: string, [before, after]: readonly unknown[]): string {
  const label = FIELD_LABELS[field] ?? field;
  if (before === null || before === undefined) return `set the ${label} to ${shown(after)}`;
  if (after === null || after === undefined) return `cleared the ${label}`;
  // A list's old value adds little; its new one says what it is now.
  if (Array.isArray(after)) return `changed the ${label} to ${shown(after)}`;
  return `changed the ${label} from ${shown(before)} to ${shown(after)}`;
}

/** "a, b and c". */
function sentence(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

const status = (value: unknown) => (isFundStatus(value) ? statusLabel(value) : undefined);

/**
 * What an event did, in words following the actor's name: "changed its
 * status in Fund I from Active to Exited", "changed the headline from “A” to “B”".
 */
export function describeChange(event: CompanyAuditEvent, fundName: string | undefined): string {
  const changes: Record<string, readonly unknown[]> = event.changes;
  if (event.entityType === 'fund_company') {
    const fund = fundName ?? 'a fund no longer listed';
    const [before, after] = (changes.status ?? [null, null]).map(status);
    if (event.action === 'added') return `added it to ${fund}${after ? ` as ${after}` : ''}`;
    if (event.action === 'removed') return `removed it from ${fund}${before ? ` (it was ${before})` : ''}`;
    if (before && after) return `changed its status in ${fund} from ${before} to ${after}`;
    return `changed its status in ${fund}${after ? ` to ${after}` : ''}`;
  }
  if (event.action === 'created') return 'created the company';
  if (event.action === 'deleted') return 'deleted the company';
  const parts = Object.entries(changes).map(([field, pair]) => fieldChange(field, pair));
  return parts.length > 0 ? sentence(parts) : 'edited the company';
}
