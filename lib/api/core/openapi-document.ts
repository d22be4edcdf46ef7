import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { operation } from '../../schemas/operations';
import { API_BASE } from './create-app';
import { documentSharedHeaders, type OpenApiDocument } from './openapi-headers';
import { errorsOnly, json } from './openapi';
import type { AppEnv } from './types';

const OPENAPI_PATH = `${API_BASE}${operation('getOpenApiDocument').path}` as const;

// Not strict: a JSON Schema object admits further members, as the document has.
const OpenApiDocumentSchema = z
  .object({
    openapi: z.string().meta({ example: '3.1.0' }),
    info: z.object({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.object({}).meta({ description: 'A path item' })),
  })
  .meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.1 document' });

/** The document describes itself: it needs no key, so it has no rate limit and no 401 or 429. */
const getOpenApiDocument = createRoute({
  ...operation('getOpenApiDocument'),
  // Registered on the app itself, not under a router at API_BASE.
  path: OPENAPI_PATH,
  tags: ['Meta'],
  summary: 'This OpenAPI document',
  description: 'Generated from the schemas that validate requests. Needs no API key.',
  security: [],
  responses: { 200: json(OpenApiDocumentSchema, 'The document'), ...errorsOnly(400, 405, 500, 503) },
});

const INFO = {
  title: 'Portfolio Intelligence API',
  version: '1.0.0',
  description: 'Portfolio companies, funds, notes, meetings, touchpoints, trackers and connections of one workspace.',
  // A private project: the document states that no licence is granted rather than leave it unsaid.
  license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
};

/**
 * Serves the document at OPENAPI_PATH. It is built on first request, once
 * every route is registered, from the same zod schemas that validate requests.
 */
export function serveOpenApiDocument(app: OpenAPIHono<AppEnv>, serverUrl: string): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key, pi_ + 40 base62 characters, created with `pi keys create`',
  });
  // Serialised once: the document is a few hundred KB, and pipelines and the fuzz fetch it often.
  let text: string | undefined;
  // Documented from the route, served as text: a typed route's handler may only answer c.json.
  app.openAPIRegistry.registerPath(getOpenApiDocument);
  app.get(OPENAPI_PATH, (c) =>
    c.body((text ??= JSON.stringify(openApiDocument(app, serverUrl))), 200, { 'content-type': 'application/json' }),
  );
}

type OpenApiJson = z.infer<typeof OpenApiDocumentSchema>;

/** The whole document of an app that serves it (see serveOpenApiDocument). */
export function openApiDocument(app: OpenAPIHono<AppEnv>, serverUrl: string): OpenApiJson {
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: INFO,
    servers: [{ url: serverUrl, description: 'This deployment' }],
    security: [{ bearerAuth: [] }],
    tags: TAGS,
  });
  documentSharedHeaders(doc as OpenApiDocument);
  return doc as OpenApiJson;
}

const TAGS = [
  { name: 'Members', description: 'Who is calling' },
  { name: 'Companies', description: 'Portfolio companies' },
  { name: 'Touchpoints', description: "A company's timeline of events, with cited insights" },
  { name: 'Funds', description: 'Funds and the status of each company in them' },
  { name: 'Notes', description: 'Notes on companies and people' },
  { name: 'Meetings', description: 'Imported meeting notes and transcripts' },
  { name: 'Connections', description: 'Mailboxes and other sources the server reads' },
  { name: 'Trackers', description: 'Tracked metrics and their values' },
  { name: 'Intake', description: 'Emails and files taken in for derivation' },
  { name: 'Meta', description: 'The API describing itself' },
];
