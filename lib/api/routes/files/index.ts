import { createRouter } from '../../core/create-app';
import * as handlers from './files.handlers';
import * as routes from './files.routes';

export const filesRouter = createRouter()
  .openapi(routes.upload, handlers.upload)
  .openapi(routes.get, handlers.get)
  .openapi(routes.content, handlers.content);
