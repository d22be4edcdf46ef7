import { API_BASE, createApiApp, type Router } from './core/create-app';
import { documentSharedHeaders, type OpenApiDocument } from './core/openapi-headers';
import type { ApiDeps } from './core/types';
import { companiesRouter } from './routes/companies';
import { fundsRouter } from './routes/funds';
import { meetingsRouter } from './routes/meetings';
import { meRouter } from './routes/me';
import { connectionsRouter } from './routes/connections';
import { emailsRouter } from './routes/emails';
import { filesRouter } from './routes/files';
import { notesRouter } from './routes/notes';
import { touchpointsRouter } from './routes/touchpoints';
import { trackersRouter } from './routes/trackers';

const routers: Router[] = [
  meRouter,
  companiesRouter,
  touchpointsRouter,
  fundsRouter,
  notesRouter,
  meetingsRouter,
  connectionsRouter,
  trackersRouter,
  emailsRouter,
  filesRouter,
];

const OPENAPI_PATH = `${API_BASE}/openapi.json`;

/** The whole API as one Hono app; the server hands it every /api/* request. */
export function buildApi(deps: ApiDeps) {
  const app = createApiApp(deps, routers, [OPENAPI_PATH]);
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key, pi_ + 40 base62 characters, created with `pi keys create`',
  });
  let document: unknown;
  app.get(OPENAPI_PATH, (c) => {
    // Generated once from the same zod schemas that validate requests.
    document ??= withSharedHeaders(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Portfolio Intelligence API',
          version: '1.0.0',
          description:
            'Portfolio companies, funds, notes, meetings, touchpoints, trackers and connections of one workspace.',
        },
        servers: [{ url: deps.appBaseUrl }],
        security: [{ bearerAuth: [] }],
      }),
    );
    return c.json(document);
  });
  return app;
}

function withSharedHeaders<T extends object>(doc: T): T {
  documentSharedHeaders(doc as OpenApiDocument);
  return doc;
}

export type ApiApp = ReturnType<typeof buildApi>;
