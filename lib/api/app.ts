import { OpenAPIHono } from '@hono/zod-openapi';
import { API_BASE, createApiApp, type Router } from './core/create-app';
import { openApiDocument, serveOpenApiDocument } from './core/openapi-document';
import type { ApiDeps, AppEnv } from './core/types';
import { apiKeysRouter } from './routes/api-keys';
import { activityRouter } from './routes/activity';
import { auditEventsRouter } from './routes/audit-events';
import { companiesRouter } from './routes/companies';
import { fundsRouter } from './routes/funds';
import { meetingsRouter } from './routes/meetings';
import { meRouter } from './routes/me';
import { connectionsRouter } from './routes/connections';
import { emailsRouter } from './routes/emails';
import { filesRouter } from './routes/files';
import { notesRouter } from './routes/notes';
import { searchRouter } from './routes/search';
import { touchpointsRouter } from './routes/touchpoints';
import { trackerValuesRouter } from './routes/tracker-values';
import { trackersRouter } from './routes/trackers';

const routers: Router[] = [
  meRouter,
  companiesRouter,
  touchpointsRouter,
  activityRouter,
  fundsRouter,
  notesRouter,
  meetingsRouter,
  connectionsRouter,
  trackersRouter,
  trackerValuesRouter,
  emailsRouter,
  filesRouter,
  auditEventsRouter,
  apiKeysRouter,
  searchRouter,
];

/** The whole API as one Hono app; the server hands it every /api/* request. */
export function buildApi(deps: ApiDeps) {
  const app = createApiApp(deps, routers);
  serveOpenApiDocument(app, deps.appBaseUrl);
  return app;
}

/**
 * The document without a server or database: the same routers and document
 * route on a bare app, for the console's type generator (`npm run gen:api`).
 */
export function buildApiDocument(serverUrl: string) {
  const app = new OpenAPIHono<AppEnv>();
  for (const router of routers) app.route(API_BASE, router);
  serveOpenApiDocument(app, serverUrl);
  return openApiDocument(app, serverUrl);
}
