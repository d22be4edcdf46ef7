import { z } from 'zod';
import { DateTimeInputSchema, DateTimeSchema } from './common';

export const ChangesSchema = z
  .object({
    changedAt: DateTimeSchema.nullable().meta({
      description:
        'When anything the acting member can see last changed: an item arriving or being derived, a change in ' +
        'the audit trail open to them, or a connection’s state. null in a workspace where nothing has happened. ' +
        'Clients poll this cheaply and refetch what they show when it moves.',
    }),
  })
  .meta({ id: 'Changes' });

export const LastVisitSchema = z
  .object({
    lastVisitAt: DateTimeSchema.nullable().meta({
      description: 'The acting member’s last visit as they marked it; null before the first mark.',
    }),
  })
  .meta({ id: 'LastVisit' });

export const MarkVisitSchema = z
  .strictObject({
    at: DateTimeInputSchema.meta({
      description:
        'What the member has seen up to: usually when the page they read was loaded, so that what arrived while ' +
        'they read stays new. Not in the future; a mark earlier than the current one leaves it unchanged.',
    }),
  })
  .meta({ id: 'MarkVisit' });
