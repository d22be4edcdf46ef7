import { createRouter } from '../../core/create-app';
import * as handlers from './companies.handlers';
import * as routes from './companies.routes';

export const companiesRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);
