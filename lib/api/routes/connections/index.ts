import { createRouter } from '../../core/create-app';
import * as handlers from './connections.handlers';
import * as routes from './connections.routes';

export const connectionsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.refused, handlers.refused)
  .openapi(routes.sync, handlers.sync);
