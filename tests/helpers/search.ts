import { expect } from 'vitest';
import type { FileItem } from '../../lib/schemas/intake';
import type { SearchHit } from '../../lib/schemas/search';
import { ada, type client, walk } from './api';

/**
 * A word no text of the demo or of another test holds: consonants only (no
 * vowel, no `s` or `y`), which the English stemmer leaves as they are.
 */
export function nonsenseWord(): string {
  const letters = 'bcdfghjkmnpqrtvwxz';
  let word = 'qx';
  for (let i = 0; i < 10; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

/** Every hit of a search, all pages followed. */
export function searchAll(q: string, extra = '', limit = 100, as: ReturnType<typeof client> = ada()) {
  return walk<SearchHit>(as, `/search?q=${encodeURIComponent(q)}${extra}`, limit);
}

export const ids = (hits: SearchHit[]) => hits.map((h) => h.publicId).sort();

/** The words a hit's highlights mark, lower-cased. */
export const marked = (hit: SearchHit) =>
  hit.highlights.map((h) => hit.snippet.slice(h.start, h.start + h.length).toLowerCase());

/** The publicIds of an uploaded file's elements, once derivation has read it. */
export async function fileElementIds(filePublicId: string): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await ada()<FileItem>('GET', `/files/${filePublicId}`);
    expect(res.status, res.text).toBe(200);
    if (['done', 'failed'].includes(res.body.processing.state)) return res.body.elements.map((e) => e.publicId);
    if (Date.now() > deadline) throw new Error(`file ${filePublicId} never settled`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
