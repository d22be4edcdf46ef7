import type { Source } from '@/lib/sources/load';
import { elementName, emailTitle, touchpointTitle } from './format';
import { ElementSourceView } from './element-source';
import { EmailSourceView } from './email-source';
import { FileSourceView } from './file-source';
import { MeetingSourceView } from './meeting-source';
import { NoteSourceView } from './note-source';
import { TouchpointSourceView } from './touchpoint-source';

export function SourceView({ source }: { source: Source }) {
  switch (source.type) {
    case 'email':
      return <EmailSourceView email={source.email} />;
    case 'file':
      return <FileSourceView file={source.file} />;
    case 'element':
      return <ElementSourceView element={source.element} />;
    case 'meeting':
      return <MeetingSourceView meeting={source.meeting} />;
    case 'note':
      return <NoteSourceView note={source.note} />;
    case 'touchpoint':
      return <TouchpointSourceView touchpoint={source.touchpoint} />;
  }
}

/** The page title's subject: what the page's h1 says. */
export function sourceTitle(source: Source): string {
  switch (source.type) {
    case 'email':
      return emailTitle(source.email.subject);
    case 'file':
      return source.file.name;
    case 'element':
      return `${elementName(source.element)} of ${source.element.file.name}`;
    case 'meeting':
      return source.meeting.title;
    case 'note':
      return `Note by ${source.note.author}`;
    case 'touchpoint':
      return touchpointTitle(source.touchpoint.headline);
  }
}
