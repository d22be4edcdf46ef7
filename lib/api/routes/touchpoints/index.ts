import { createRouter } from '../../core/create-app';
import * as handlers from './touchpoints.handlers';
import * as routes from './touchpoints.routes';

export const touchpointsRouter = createRouter().openapi(routes.list, handlers.list);
