import { createRouter } from '../../core/create-app';
import * as handlers from './me.handlers';
import * as routes from './me.routes';

export const meRouter = createRouter()
  .openapi(routes.get, handlers.get)
  .openapi(routes.getLastVisit, handlers.getLastVisit)
  .openapi(routes.markLastVisit, handlers.markLastVisit)
  .openapi(routes.clearLastVisit, handlers.clearLastVisit)
  .openapi(routes.getChanges, handlers.getChanges);
