import { createRouter } from '../../core/create-app';
import * as seriesHandlers from './series.handlers';
import * as seriesRoutes from './series.routes';
import * as handlers from './trackers.handlers';
import * as routes from './trackers.routes';

export const trackersRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.values, handlers.values)
  .openapi(seriesRoutes.getTrackerSeries, seriesHandlers.series)
  .openapi(routes.createValue, handlers.createValue)
  .openapi(routes.reviewValue, handlers.reviewValue);
