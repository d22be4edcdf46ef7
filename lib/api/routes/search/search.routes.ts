import { createRoute } from '@hono/zod-openapi';
import { listSchema } from '../../../schemas/common';
import { operation } from '../../../schemas/operations';
import { SearchHitSchema, SearchQuerySchema } from '../../../schemas/search';
import { errors, json } from '../../core/openapi';

export const search = createRoute({
  ...operation('search'),
  tags: ['Search'],
  summary:
    'Find emails, file sections, meetings, notes, insights and companies by their words (extension, contract §9)',
  description:
    'Words are stemmed (English) and accent-folded; "…" is a phrase, -word excludes, the last word also matches as ' +
    'a prefix. type (repeatable), companyPublicId, fundPublicId (unknown → 404) and from/to on occurredAt narrow ' +
    'it. Order: score (text relevance with a recency boost) descending, then publicId ascending. A hit is returned ' +
    'only if its reader could open the item; each has a snippet of at most 300 characters with highlights as ' +
    'UTF-16 offsets, and a permalink to its source page with ?q=.',
  request: { query: SearchQuerySchema },
  responses: {
    200: json(listSchema(SearchHitSchema, 'SearchHitList'), 'A page of hits'),
    ...errors(400, 404),
  },
});
