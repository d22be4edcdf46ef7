import {
  citations,
  emails,
  fileElements,
  files,
  insights,
  meetingAttendees,
  meetings,
  notes,
  touchpointItems,
  touchpoints,
  trackerValues,
} from '../../db/schema';
import { blobs } from '../../db/schema-intake';
import { Pending } from '../pending';

/** Every table a chunk of stories writes, in an order that satisfies foreign keys. */
export class StoryBuffer {
  readonly blobs = new Pending(blobs);
  readonly emails = new Pending(emails);
  readonly files = new Pending(files);
  readonly elements = new Pending(fileElements);
  readonly meetings = new Pending(meetings);
  readonly attendees = new Pending(meetingAttendees);
  readonly notes = new Pending(notes);
  readonly touchpoints = new Pending(touchpoints);
  readonly items = new Pending(touchpointItems);
  readonly insights = new Pending(insights);
  readonly values = new Pending(trackerValues);
  readonly citations = new Pending(citations);
  get tables() {
    return [
      this.blobs,
      this.emails,
      this.files,
      this.elements,
      this.meetings,
      this.attendees,
      this.notes,
      this.touchpoints,
      this.items,
      this.insights,
      this.values,
      this.citations,
    ] as const;
  }
}
