import type { TrackerTarget } from '../../derive/values';
import { parseFile } from '../../intake/files';
import type { SeedCompany, SeedMember } from '../context';
import { deriveStory, type Derived, type StoryFile } from './derive';
import { storyOf, type StoryItem } from './items';
import { pdfOf } from './pdf';
import type { Truth } from './truth';

/** What one company's story needs: plain data, so a worker thread can take it. */
export interface StoryInput {
  label: string;
  company: Pick<SeedCompany, 'index' | 'name' | 'domain' | 'persons' | 'sector' | 'offering'>;
  members: SeedMember[];
  count: number;
  targets: TrackerTarget[];
}

export interface PreparedStory {
  items: StoryItem[];
  files: StoryFile[];
  derived: Derived;
  /** The figures the story tells: the seeded reviewer confirms only values that equal them. */
  truth: Truth;
}

/** A company's story, its attachments parsed as intake parses them, and what derivation makes of it. */
export async function prepareStory(input: StoryInput): Promise<PreparedStory> {
  const { items, truth } = storyOf(input.label, input.company, input.members, input.count);
  const files: StoryFile[] = [];
  let elementId = 0;
  for (const [i, item] of items.entries()) {
    if (item.kind !== 'email') continue;
    for (const a of item.attachments) {
      const bytes = 'bytes' in a ? a.bytes : await pdfOf(a.pdfPages);
      // A copy as a plain Uint8Array: the PDF reader refuses Buffers and may detach what it is given.
      const parsed = await parseFile(a.name, a.mediaType, Uint8Array.from(bytes));
      files.push({
        item: i,
        id: files.length,
        name: a.name,
        mediaType: parsed.mediaType,
        bytes,
        elements: parsed.elements.map((e) => ({ ...e, id: elementId++ })),
      });
    }
  }
  return { items, files, derived: deriveStory(items, files, input.targets), truth };
}
