import type { ApiSchemas } from '@/lib/console/api-client';

type Hit = ApiSchemas['SearchHit'];

/** The snippet as text with its matched words in <mark>: offsets, never HTML, so nothing to escape. */
export function HitSnippet({ hit }: { hit: Hit }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const h of hit.highlights) {
    if (h.start < at) continue;
    parts.push(hit.snippet.slice(at, h.start));
    parts.push(
      <mark key={h.start} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-700/60">
        {hit.snippet.slice(h.start, h.start + h.length)}
      </mark>,
    );
    at = h.start + h.length;
  }
  parts.push(hit.snippet.slice(at));
  return <p className="text-sm text-zinc-700 dark:text-zinc-300">{parts}</p>;
}

/** A permalink's path and query: the console links within itself, whatever APP_BASE_URL says. */
export function hitHref(hit: Hit): string {
  const url = new URL(hit.permalink, 'http://console.invalid');
  return `${url.pathname}${url.search}`;
}
