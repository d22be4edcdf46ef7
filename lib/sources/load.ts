import 'server-only';
import { cache } from 'react';
import { consoleScope } from '../console/server-db';
import type { DbOrTx } from '../db/client';
import { isPublicId, isSourceType, type SourceType } from './common';
import { getElementSource, type ElementSource } from './element.queries';
import { getEmailSource, type EmailSource } from './email.queries';
import { getFileSource, type FileSource } from './file.queries';
import { getMeetingSource, type MeetingSource } from './meeting.queries';
import { getNoteSource, type NoteSource } from './note.queries';
import { getTouchpointSource, type TouchpointSource } from './touchpoint.queries';

export type Source =
  | { type: 'email'; email: EmailSource }
  | { type: 'file'; file: FileSource }
  | { type: 'element'; element: ElementSource }
  | { type: 'meeting'; meeting: MeetingSource }
  | { type: 'note'; note: NoteSource }
  | { type: 'touchpoint'; touchpoint: TouchpointSource };

export type SourceResult = { kind: 'found'; source: Source } | { kind: 'not-found' } | { kind: 'no-scope' };

async function find(db: DbOrTx, workspaceId: number, type: SourceType, publicId: string): Promise<Source | undefined> {
  switch (type) {
    case 'email': {
      const email = await getEmailSource(db, workspaceId, publicId);
      return email && { type, email };
    }
    case 'file': {
      const file = await getFileSource(db, workspaceId, publicId);
      return file && { type, file };
    }
    case 'element': {
      const element = await getElementSource(db, workspaceId, publicId);
      return element && { type, element };
    }
    case 'meeting': {
      const meeting = await getMeetingSource(db, workspaceId, publicId);
      return meeting && { type, meeting };
    }
    case 'note': {
      const note = await getNoteSource(db, workspaceId, publicId);
      return note && { type, note };
    }
    case 'touchpoint': {
      const touchpoint = await getTouchpointSource(db, workspaceId, publicId);
      return touchpoint && { type, touchpoint };
    }
  }
}

/**
 * The source a permalink names, in the workspace of the console's key.
 * Cached per request so the page and its metadata share one lookup.
 */
export const loadSource = cache(async (type: string, publicId: string): Promise<SourceResult> => {
  // Malformed links are answered before the database is asked anything.
  if (!isSourceType(type) || !isPublicId(publicId)) return { kind: 'not-found' };
  const scope = await consoleScope();
  if (!scope) return { kind: 'no-scope' };
  const source = await find(scope.db, scope.workspaceId, type, publicId);
  return source ? { kind: 'found', source } : { kind: 'not-found' };
});
