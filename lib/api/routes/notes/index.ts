import { createRouter } from '../../core/create-app';
import * as handlers from './notes.handlers';
import * as routes from './notes.routes';

export const notesRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);
