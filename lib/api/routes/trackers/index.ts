import { createRouter } from '../../core/create-app';
import * as handlers from './trackers.handlers';
import * as routes from './trackers.routes';

export const trackersRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.values, handlers.values)
  .openapi(routes.createValue, handlers.createValue)
  .openapi(routes.reviewValue, handlers.reviewValue);
