import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { citations, emails, fileElements, files, meetings, notes, touchpoints } from '../db/schema';
import type { CitationType } from '../schemas/touchpoint';

/** Where a quote is looked up: the insight, and the cited item as its citation names it. */
export const quoteKey = (insightId: number, type: CitationType, publicId: string) => `${insightId}:${type}:${publicId}`;

/**
 * The passage each insight citation quotes, which the API does not return: the
 * source page opened from the citation marks it. Keyed by `quoteKey`, so a
 * citation whose item is gone (and dropped by `resolveCitations`) simply has none.
 */
export async function loadInsightQuotes(
  db: DbOrTx,
  workspaceId: number,
  insightIds: number[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (insightIds.length === 0) return out;
  const rows = await db
    .select({
      insightId: citations.insightId,
      quote: citations.quote,
      email: emails.publicId,
      file: files.publicId,
      element: fileElements.publicId,
      meeting: meetings.publicId,
      note: notes.publicId,
      touchpoint: touchpoints.publicId,
    })
    .from(citations)
    .leftJoin(emails, eq(emails.id, citations.emailId))
    .leftJoin(files, eq(files.id, citations.fileId))
    .leftJoin(fileElements, eq(fileElements.id, citations.elementId))
    .leftJoin(meetings, eq(meetings.id, citations.meetingId))
    .leftJoin(notes, eq(notes.id, citations.noteId))
    .leftJoin(touchpoints, eq(touchpoints.id, citations.touchpointId))
    .where(
      and(eq(citations.workspaceId, workspaceId), inArray(citations.insightId, insightIds), isNotNull(citations.quote)),
    );
  for (const row of rows) {
    if (row.insightId === null || !row.quote?.trim()) continue;
    for (const type of ['email', 'file', 'element', 'meeting', 'note', 'touchpoint'] as const) {
      const publicId = row[type];
      if (publicId !== null) out.set(quoteKey(row.insightId, type, publicId), row.quote);
    }
  }
  return out;
}
