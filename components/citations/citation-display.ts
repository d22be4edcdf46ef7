import { File, FileText, Link2, Mail, Milestone, StickyNote, Table, Video, type LucideIcon } from 'lucide-react';
import type { Citation, CitationParent } from '@/lib/schemas/touchpoint';

/** A citation or its parent: both carry the same per-type fields. */
type Source = Citation | CitationParent;

interface SourceDisplay {
  icon: LucideIcon;
  /** What kind of source it is, e.g. "Email". */
  kind: string;
  /** The field that identifies it to a person, e.g. the email's subject. */
  text: string;
  /** Extra detail shown after the text, e.g. an element's position. */
  detail?: string;
}

const SHEET_EXTENSIONS = new Set(['xlsx', 'xls', 'xlsm', 'csv', 'ods', 'numbers', 'tsv']);

const blank = (s: string | null | undefined): s is null | undefined => s === null || s === undefined || s.trim() === '';

/** `name` may or may not already end in the extension; show it once. */
function fileName(source: Pick<Source, 'name' | 'extension'>): string {
  const name = blank(source.name) ? 'Untitled file' : source.name;
  const ext = source.extension?.replace(/^\./, '');
  if (blank(ext) || name.toLowerCase().endsWith(`.${ext.toLowerCase()}`)) return name;
  return `${name}.${ext}`;
}

function isSheet(source: Source): boolean {
  const ext = ('parent' in source ? source.parent?.extension : undefined) ?? source.extension;
  return ext !== undefined && SHEET_EXTENSIONS.has(ext.toLowerCase());
}

export function describeSource(source: Source): SourceDisplay {
  switch (source.type) {
    case 'email':
      return { icon: Mail, kind: 'Email', text: blank(source.subject) ? '(no subject)' : source.subject };
    case 'file':
      return { icon: File, kind: 'File', text: fileName(source) };
    case 'element':
      return {
        icon: isSheet(source) ? Table : FileText,
        kind: 'Section',
        text: blank(source.label) ? 'Untitled section' : source.label,
        // `index` counts from zero; people count from one.
        detail: source.index === undefined ? undefined : `#${source.index + 1}`,
      };
    case 'meeting':
      return { icon: Video, kind: 'Meeting', text: blank(source.title) ? 'Untitled meeting' : source.title };
    case 'note':
      return { icon: StickyNote, kind: 'Note', text: blank(source.author) ? 'Note' : `by ${source.author}` };
    case 'touchpoint':
      return {
        icon: Milestone,
        kind: 'Touchpoint',
        text: blank(source.headline) ? 'Untitled touchpoint' : source.headline,
      };
    default:
      // A citation type newer than this console: still a working link.
      return { icon: Link2, kind: 'Source', text: String((source as { type: unknown }).type) };
  }
}

/** How the parent relates to the cited item: a file arrived *on* an email, an element sits *in* a file. */
export const parentPreposition = (parent: CitationParent): string => (parent.type === 'email' ? 'from' : 'in');
