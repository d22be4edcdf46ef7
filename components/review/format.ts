import { formatValue } from '@/components/trackers/format';
import type { QueueValue, ReviewBody, TrackerValue } from '@/lib/console/query-options/review';

/** What the reviewer did, as a past-tense word for toasts. */
export function actionWord(body: ReviewBody): string {
  if (body.status === 'rejected') return 'Rejected';
  return body.value !== undefined ? 'Corrected and confirmed' : 'Confirmed';
}

/** The verb for "your … was not saved". */
export const actionNoun = (body: ReviewBody): string =>
  body.status === 'rejected' ? 'rejection' : body.value !== undefined ? 'correction' : 'confirmation';

export const valueText = (v: Pick<TrackerValue, 'value' | 'unit'>): string => formatValue(v.value, v.unit);

/** "ARR for Acme": how a value is named in toasts and labels. */
export const valueName = (item: QueueValue): string => `${item.trackerName} for ${item.companyName}`;
