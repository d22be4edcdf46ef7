import { distinct } from '../../derive/pipeline';
import { ruleExtractor } from '../../derive/extractor';
import { topicOf } from '../../derive/rules/topics';
import { UPDATE_KEY, summaryOf, type Piece } from '../../derive/summary';
import { SAME_EVENT_MS, groupKeyOf, type Summary } from '../../derive/touchpoints';
import type { SourceRef, TextBlock } from '../../derive/types';
import { matchValues, type TrackerTarget, type ValueDraft } from '../../derive/values';
import type { ParsedElement } from '../../intake/types';
import type { Topic } from '../../schemas/common';
import type { StoryItem } from './items';

/**
 * Contract §7's derivation, run in memory over one company's story with the
 * pipeline's own pure functions (topics, grouping key, values, summaries), so
 * the seed can write the result in bulk. Source ids here are local: `item` is
 * an item's index, `file`/`element` index the story's files and elements.
 * A test re-derives a seeded demo through the queue and finds nothing to change.
 */

export interface StoryFile {
  item: number;
  name: string;
  mediaType: string;
  bytes: Buffer;
  elements: Array<ParsedElement & { id: number }>;
  id: number;
}

export interface DerivedTouchpoint {
  groupKey: string;
  items: number[];
  summary: Summary;
}

export interface DerivedValue extends ValueDraft {
  /** The item whose placement suggested it. */
  item: number;
  reportedAt: number;
}

export interface Derived {
  touchpoints: DerivedTouchpoint[];
  values: DerivedValue[];
}

const itemSource = (item: StoryItem, i: number): SourceRef =>
  item.kind === 'email'
    ? { type: 'email', id: i }
    : item.kind === 'meeting'
      ? { type: 'meeting', id: i }
      : { type: 'note', id: i };

function topicOfItem(item: StoryItem): Topic {
  switch (item.kind) {
    case 'email':
      return topicOf({ subject: item.subject, text: item.body, kind: 'email' });
    case 'meeting':
      return topicOf({ subject: item.title, text: [item.notes, item.transcript].join('\n\n'), kind: 'meeting' });
    case 'note':
      return item.topics[0] ?? 'other';
  }
}

/** The blocks `place` reads values from: an email with its attachments, a meeting's notes and transcript. */
function blocksOf(item: StoryItem, i: number, files: StoryFile[]): TextBlock[] {
  const writtenAt = new Date(item.at);
  switch (item.kind) {
    case 'email':
      return [
        { source: itemSource(item, i), text: item.body, writtenAt, subject: item.subject },
        ...files.flatMap((f) =>
          f.elements.map((e) => ({
            source: { type: 'element' as const, id: e.id, fileId: f.id },
            text: e.content,
            rows: e.rows,
            label: e.label,
            writtenAt,
            subject: item.subject,
            // As the pipeline reads an attachment: with its email's text (pipeline.ts).
            mailText: item.body,
          })),
        ),
      ];
    case 'meeting':
      return [item.notes, item.transcript].map((text) => ({
        source: itemSource(item, i),
        text,
        writtenAt,
        subject: item.title,
      }));
    case 'note':
      return [];
  }
}

/** The pieces `summarise` reads: one per email, file, meeting and note, by time. */
function piecesOf(items: StoryItem[], members: number[], filesOf: (i: number) => StoryFile[]): Piece[] {
  const emails: Piece[] = [];
  const files: Piece[] = [];
  const meetings: Piece[] = [];
  const notes: Piece[] = [];
  for (const i of members) {
    const item = items[i];
    if (!item) continue;
    const at = new Date(item.at);
    if (item.kind === 'email') {
      emails.push({
        at,
        title: item.subject,
        text: item.body,
        topic: topicOfItem(item),
        blocks: [{ source: itemSource(item, i), text: item.body }],
        files: filesOf(i).map((f) => f.id),
      });
      for (const f of filesOf(i)) {
        const text = f.elements.map((e) => e.content).join('\n\n');
        files.push({
          at,
          title: f.name,
          text,
          topic: topicOf({ subject: f.name, text, kind: 'file' }),
          blocks: f.elements.map((e) => ({ source: { type: 'element', id: e.id, fileId: f.id }, text: e.content })),
        });
      }
    } else if (item.kind === 'meeting') {
      meetings.push({
        at,
        title: item.title,
        text: [item.notes, item.transcript].join('\n\n'),
        topic: topicOfItem(item),
        blocks: [item.notes, item.transcript].map((text) => ({ source: itemSource(item, i), text })),
      });
    } else {
      notes.push({
        at,
        title: null,
        text: item.content,
        topic: topicOfItem(item),
        blocks: [{ source: itemSource(item, i), text: item.content }],
      });
    }
  }
  return [...emails, ...files, ...meetings, ...notes].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Places each item (oldest first, as they arrived), suggests its values, then summarises every touchpoint. */
export function deriveStory(items: StoryItem[], files: StoryFile[], targets: TrackerTarget[]): Derived {
  const filesOf = (i: number) => files.filter((f) => f.item === i);
  const groups: Array<{ groupKey: string; at: number; items: number[] }> = [];
  const values: DerivedValue[] = [];
  const held = new Set<string>();
  items.forEach((item, i) => {
    const topic = topicOfItem(item);
    const key = groupKeyOf(topic);
    // touchpointOfEvent: the nearest touchpoint of the same event kind within SAME_EVENT_MS.
    let group = key.startsWith('event:')
      ? groups
          .filter((g) => g.groupKey === key && Math.abs(g.at - item.at) <= SAME_EVENT_MS)
          .sort((a, b) => Math.abs(a.at - item.at) - Math.abs(b.at - item.at))[0]
      : undefined;
    if (!group) {
      group = { groupKey: key, at: item.at, items: [] };
      groups.push(group);
    }
    group.items.push(i);
    group.at = Math.min(group.at, item.at);
    const found = distinct(blocksOf(item, i, filesOf(i)).flatMap((b) => ruleExtractor.findValues(b)));
    for (const draft of matchValues(targets, found)) {
      // suggestValues: the same tracker, date and amount already held is not suggested again.
      const k = `${draft.trackerId}|${draft.found.effectiveAt}|${JSON.stringify(draft.found.amount)}`;
      if (held.has(k)) continue;
      held.add(k);
      values.push({ ...draft, item: i, reportedAt: item.at });
    }
  });
  const touchpoints: DerivedTouchpoint[] = [];
  // Groups start in time order; an insight comparing with the last update cites it (its index here).
  let lastUpdate: number | undefined;
  for (const g of groups) {
    const summary = summaryOf(piecesOf(items, g.items, filesOf), lastUpdate);
    if (!summary) continue;
    touchpoints.push({ groupKey: g.groupKey, items: g.items, summary });
    if (g.groupKey === UPDATE_KEY) lastUpdate = touchpoints.length - 1;
  }
  return { touchpoints, values };
}
