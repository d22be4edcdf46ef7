import type { InsightCategory, Topic } from '@/lib/schemas/common';
import { INSIGHT_CATEGORIES, TOPICS } from '@/lib/schemas/values';

const TOPIC_LABELS: Record<Topic, string> = {
  'periodic-company-update': 'Periodic company update',
  'company-announcement': 'Company announcement',
  'board-meeting': 'Board meeting',
  'adhoc-company-update': 'Ad hoc company update',
  'legal-communication': 'Legal communication',
  other: 'Other',
};

const CATEGORY_LABELS: Record<InsightCategory, string> = {
  funding: 'Funding',
  growth: 'Growth',
  product: 'Product',
  go_to_market: 'Go to market',
  team: 'Team',
  operations: 'Operations',
  financial_health: 'Financial health',
  marketing: 'Marketing',
  governance: 'Governance',
  exit: 'Exit',
  other: 'Other',
};

/** Values this console does not know yet (a newer API) fall back to the raw value. */
export const topicLabel = (topic: string): string => TOPIC_LABELS[topic as Topic] ?? topic;
export const categoryLabel = (category: string): string => CATEGORY_LABELS[category as InsightCategory] ?? category;

export const TOPIC_OPTIONS = TOPICS.map((value) => ({ value, label: TOPIC_LABELS[value] }));
export const CATEGORY_OPTIONS = INSIGHT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
