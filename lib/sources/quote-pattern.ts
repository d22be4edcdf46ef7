const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whitespace-tolerant: an email's line wraps or a sheet's spacing must not hide the passage. */
export function quotePattern(quote: string | undefined): RegExp | undefined {
  const words = quote?.trim().split(/\s+/).filter(Boolean) ?? [];
  return words.length > 0 ? new RegExp(words.map(escape).join('\\s+'), 'g') : undefined;
}
