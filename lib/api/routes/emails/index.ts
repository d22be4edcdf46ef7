import { createRouter } from '../../core/create-app';
import * as handlers from './emails.handlers';
import * as routes from './emails.routes';

export const emailsRouter = createRouter().openapi(routes.create, handlers.create).openapi(routes.get, handlers.get);
