/**
 * What a source page is, without the database: console components (the
 * review queue's evidence pane, citation links) import these in the browser.
 */
import { CITATION_TYPES } from '../schemas/values';

/** A source page exists for every kind of thing a citation can point at. */
export type SourceType = (typeof CITATION_TYPES)[number];

export function isSourceType(value: string): value is SourceType {
  return (CITATION_TYPES as readonly string[]).includes(value);
}

/**
 * Public ids are opaque, but every one ever issued is URL-safe and short; a
 * string that could not be one is answered without touching the database.
 */
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const isPublicId = (value: string): boolean => PUBLIC_ID.test(value);
