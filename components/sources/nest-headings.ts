const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^( {0,3})(#{1,6})(?=\s|$)/;

/** Each line of a Markdown text, told whether it sits inside fenced code. */
function* lines(markdown: string): Generator<{ line: string; code: boolean }> {
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (marker) {
      if (fence === undefined) fence = marker[0];
      else if (marker[0] === fence) fence = undefined;
      yield { line, code: true };
    } else yield { line, code: fence !== undefined };
  }
}

/**
 * Shifts the ATX headings of a Markdown text so its top heading is one level
 * below `parentLevel` (at most h6): a note's own "# Title" then sits under the
 * page's section heading instead of competing with the page's h1, and heading
 * levels stay in order. Fenced code is left alone.
 */
export function nestHeadings(markdown: string, parentLevel: number): string {
  let top = 7;
  for (const { line, code } of lines(markdown)) {
    const hashes = code ? undefined : HEADING.exec(line)?.[2];
    if (hashes) top = Math.min(top, hashes.length);
  }
  if (top === 7) return markdown;
  const by = Math.max(0, parentLevel + 1 - top);
  const out: string[] = [];
  for (const { line, code } of lines(markdown)) {
    const heading = code ? null : HEADING.exec(line);
    if (!heading) {
      out.push(line);
      continue;
    }
    const [whole, indent = '', hashes = ''] = heading;
    out.push(`${indent}${'#'.repeat(Math.min(6, hashes.length + by))}${line.slice(whole.length)}`);
  }
  return out.join('\n');
}
