import { sourceHref } from '@/lib/sources/links';
import { isSourceType } from '@/lib/sources/types';

/** Long quotes stay readable in a URL; the first part is enough to find the passage. */
const MAX_QUOTE_IN_URL = 500;

/**
 * Where a citation leads: with a quote, this console's source page carrying the
 * passage to mark (`?quote=`, see components/sources/quote.tsx); without one,
 * the permalink as the API gave it.
 */
export function citationHref(citation: { type: string; publicId: string; permalink: string }, quote?: string | null) {
  const q = quote?.trim();
  if (!q || !isSourceType(citation.type)) return citation.permalink;
  return `${sourceHref(citation.type, citation.publicId)}?quote=${encodeURIComponent(q.slice(0, MAX_QUOTE_IN_URL))}`;
}
