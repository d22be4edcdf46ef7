/**
 * The schemas' fixed value lists, without zod: console components import
 * these, so pages that only need a list of values do not ship the validator.
 * The schema modules build their enums from here and re-export them.
 */

export const TOPICS = [
  'periodic-company-update',
  'company-announcement',
  'board-meeting',
  'adhoc-company-update',
  'legal-communication',
  'other',
] as const;

export const INSIGHT_CATEGORIES = [
  'funding',
  'growth',
  'product',
  'go_to_market',
  'team',
  'operations',
  'financial_health',
  'marketing',
  'governance',
  'exit',
  'other',
] as const;

/** What a citation can point at; each has a source page. */
export const CITATION_TYPES = ['touchpoint', 'note', 'email', 'file', 'element', 'meeting'] as const;

export const FUND_STATUSES = ['active', 'exited', 'dissolved'] as const;

export const TOUCHPOINT_SORTS = ['occurredAt', 'updatedAt'] as const;

export const VALUE_STATUSES = ['suggested', 'confirmed', 'rejected'] as const;

export const TRACKER_VALUE_SORTS = ['effectiveAt', 'updatedAt'] as const;

export const MEETING_ATTENDEES_MAX = 1000;

/** What search finds (contract §9), in the order the console lists its filters. */
export const SEARCH_TYPES = ['email', 'element', 'meeting', 'note', 'insight', 'company'] as const;
