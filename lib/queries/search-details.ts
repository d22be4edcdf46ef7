import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { idIn } from '../db/conditions';
import { capped, SEARCH_CONFIG } from '../db/search-vector';
import { companies, emails, fileElements, files, insights, meetings, notes, touchpoints } from '../db/schema';
import type { SearchType } from '../schemas/search';
import { meetingTitle } from './meetings';
import { START_MARK, STOP_MARK } from './search-snippet';

/** What a hit shows besides its match: read for one page's items only. */
export interface HitDetail {
  title: string;
  /** The best passage, matched words between START_MARK and STOP_MARK. */
  marked: string;
  /** The title, marked the same way: the snippet when only the title matched. */
  markedTitle?: string;
  /** Insights open their touchpoint's page. */
  touchpointPublicId?: string;
}

const CONFIG = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);
const PASSAGE = `StartSel=${START_MARK}, StopSel=${STOP_MARK}, MaxWords=35, MinWords=15`;
const WHOLE = `${PASSAGE}, HighlightAll=true`;

/** ts_headline over text whose own mark characters became spaces, so every mark in the result is ours. */
function headline(text: SQL, query: string, options: string): SQL<string> {
  const clean = sql`translate(${text}, ${START_MARK + STOP_MARK}, '  ')`;
  return sql<string>`ts_headline(${CONFIG}, ${clean}, ${query}::tsquery, ${options})`;
}

const raw = (column: string) => sql.raw(capped(column));
const firstLine = (text: string) => (text.trim().split('\n')[0] ?? '').trim().slice(0, 120);

type Loader = (db: DbOrTx, ids: number[], query: string) => Promise<Map<number, HitDetail>>;

/**
 * Each type's title and passage. The rows were found visible a moment ago by
 * the type's rule; these reads only add text to them.
 */
const LOADERS: Record<SearchType, Loader> = {
  email: async (db, ids, query) => {
    const rows = await db
      .select({
        id: emails.id,
        subject: emails.subject,
        marked: headline(sql`${raw('body')}`, query, PASSAGE),
        markedTitle: headline(sql`coalesce(${emails.subject}, '')`, query, WHOLE),
      })
      .from(emails)
      .where(idIn(emails.id, ids));
    return new Map(
      rows.map((r) => [r.id, { title: r.subject ?? '(no subject)', marked: r.marked, markedTitle: r.markedTitle }]),
    );
  },
  element: async (db, ids, query) => {
    const rows = await db
      .select({
        id: fileElements.id,
        name: files.name,
        label: fileElements.label,
        marked: headline(sql`${raw('file_elements.content')}`, query, PASSAGE),
      })
      .from(fileElements)
      .innerJoin(files, eq(files.id, fileElements.fileId))
      .where(idIn(fileElements.id, ids));
    return new Map(rows.map((r) => [r.id, { title: r.label ? `${r.name} · ${r.label}` : r.name, marked: r.marked }]));
  },
  meeting: async (db, ids, query) => {
    const rows = await db
      .select({
        id: meetings.id,
        noteTitle: meetings.meetingNoteTitle,
        eventTitle: meetings.calendarEventTitle,
        marked: headline(sql`${raw('notes')} || E'\n' || ${raw('transcript')}`, query, PASSAGE),
        markedTitle: headline(
          sql`coalesce(${meetings.meetingNoteTitle}, '') || ' ' || coalesce(${meetings.calendarEventTitle}, '')`,
          query,
          WHOLE,
        ),
      })
      .from(meetings)
      .where(idIn(meetings.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        { title: meetingTitle(r.noteTitle, r.eventTitle), marked: r.marked, markedTitle: r.markedTitle },
      ]),
    );
  },
  note: async (db, ids, query) => {
    const rows = await db
      .select({
        id: notes.id,
        content: sql<string>`left(${notes.content}, 2000)`,
        marked: headline(sql`${raw('content')}`, query, PASSAGE),
      })
      .from(notes)
      .where(idIn(notes.id, ids));
    return new Map(rows.map((r) => [r.id, { title: firstLine(r.content), marked: r.marked }]));
  },
  insight: async (db, ids, query) => {
    const rows = await db
      .select({
        id: insights.id,
        headline: touchpoints.headline,
        touchpointPublicId: touchpoints.publicId,
        marked: headline(sql`${insights.content}`, query, WHOLE),
      })
      .from(insights)
      .innerJoin(touchpoints, eq(touchpoints.id, insights.touchpointId))
      .where(idIn(insights.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        { title: r.headline ?? 'Insight', marked: r.marked, touchpointPublicId: r.touchpointPublicId },
      ]),
    );
  },
  company: async (db, ids, query) => {
    const text = sql`concat_ws(' · ', ${companies.name}, nullif(array_to_string(${companies.alternativeNames}, ', '), ''), nullif(array_to_string(${companies.domains}, ', '), ''))`;
    const rows = await db
      .select({ id: companies.id, name: companies.name, marked: headline(text, query, WHOLE) })
      .from(companies)
      .where(idIn(companies.id, ids));
    return new Map(rows.map((r) => [r.id, { title: r.name, marked: r.marked }]));
  },
};

/** Details of one page's hits, one query per type present. */
export async function hitDetails(
  db: DbOrTx,
  query: string,
  hits: { type: SearchType; id: number }[],
): Promise<Map<string, HitDetail>> {
  const byType = new Map<SearchType, number[]>();
  for (const h of hits) byType.set(h.type, [...(byType.get(h.type) ?? []), h.id]);
  const out = new Map<string, HitDetail>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const [id, detail] of await LOADERS[type](db, ids, query)) out.set(`${type}:${id}`, detail);
    }),
  );
  return out;
}
