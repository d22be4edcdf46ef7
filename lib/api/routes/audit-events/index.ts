import { createRouter } from '../../core/create-app';
import * as handlers from './audit-events.handlers';
import * as routes from './audit-events.routes';

export const auditEventsRouter = createRouter().openapi(routes.list, handlers.list);
