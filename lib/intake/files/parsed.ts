import { type ParsedElement } from '../types';

/** What each format's parser returns: its elements, and a sentence for each limit that cut it short. */
export interface Parsed {
  elements: ParsedElement[];
  notes: string[];
}

/** A library's error as a short clause for a message: its first line, without a final stop. */
export function detail(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = (text.split('\n')[0] ?? '').trim().replace(/[.\s]+$/, '');
  return line.length > 160 ? `${line.slice(0, 157)}...` : line || 'unknown error';
}
