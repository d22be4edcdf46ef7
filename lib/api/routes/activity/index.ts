import { createRouter } from '../../core/create-app';
import * as handlers from './activity.handlers';
import * as routes from './activity.routes';

export const activityRouter = createRouter().openapi(routes.recentTouchpoints, handlers.recentTouchpoints);
