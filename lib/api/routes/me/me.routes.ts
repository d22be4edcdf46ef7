import { createRoute } from '@hono/zod-openapi';
import { ChangesSchema, LastVisitSchema, MarkVisitSchema } from '../../../schemas/live';
import { MemberSchema } from '../../../schemas/member';
import { bodyErrors, errors, json, jsonBody, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

export const get = createRoute({
  ...operation('getMe'),
  tags: ['Members'],
  summary: 'The member who owns the API key',
  request: { query: noQuery },
  responses: { 200: json(MemberSchema, 'The acting member'), ...errors() },
});

export const getLastVisit = createRoute({
  ...operation('getLastVisit'),
  tags: ['Members'],
  summary: "The acting member's last visit, as they marked it (extension)",
  description: 'What a console\'s "since your last visit" starts from. Reading it changes nothing.',
  request: { query: noQuery },
  responses: { 200: json(LastVisitSchema, 'The last visit'), ...errors() },
});

export const markLastVisit = createRoute({
  ...operation('markLastVisit'),
  tags: ['Members'],
  summary: "Mark what the acting member has seen: moves their last visit forward (extension)",
  request: { query: noQuery, body: jsonBody(MarkVisitSchema) },
  responses: { 200: json(LastVisitSchema, 'The last visit after the mark'), ...errors(...bodyErrors) },
});

export const clearLastVisit = createRoute({
  ...operation('clearLastVisit'),
  tags: ['Members'],
  summary: "Forget the acting member's last visit: the next one starts over as a first (extension)",
  request: { query: noQuery },
  responses: { 200: json(LastVisitSchema, 'The last visit, now empty'), ...errors() },
});

export const getChanges = createRoute({
  ...operation('getChanges'),
  tags: ['Members'],
  summary: 'When anything the acting member can see last changed (extension)',
  description:
    'A cheap marker for live consoles: poll it every few seconds and refetch what is shown when `changedAt` ' +
    'moves. It says when, never what.',
  request: { query: noQuery },
  responses: { 200: json(ChangesSchema, 'The latest change'), ...errors() },
});
