import { createRouter } from '../../core/create-app';
import * as handlers from './meetings.handlers';
import * as routes from './meetings.routes';

export const meetingsRouter = createRouter()
  .openapi(routes.importMeeting, handlers.importOne)
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get);
