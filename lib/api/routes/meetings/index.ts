import { createRouter } from '../../core/create-app';
import * as handlers from './meetings.handlers';
import * as routes from './meetings.routes';

export const meetingsRouter = createRouter().openapi(routes.importMeeting, handlers.importOne);
