import { createRouter } from '../../core/create-app';
import * as handlers from './search.handlers';
import * as routes from './search.routes';

export const searchRouter = createRouter().openapi(routes.search, handlers.search);
