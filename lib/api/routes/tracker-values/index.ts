import { createRouter } from '../../core/create-app';
import * as handlers from './tracker-values.handlers';
import * as routes from './tracker-values.routes';

export const trackerValuesRouter = createRouter()
  .openapi(routes.listAll, handlers.listAll)
  .openapi(routes.counts, handlers.counts);
