import { createRouter } from '../../core/create-app';
import * as companyFundsHandlers from './company-funds.handlers';
import * as companyFundsRoutes from './company-funds.routes';
import * as handlers from './funds.handlers';
import * as routes from './funds.routes';

export const fundsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.companies, handlers.companies)
  .openapi(routes.addCompany, handlers.addCompany)
  .openapi(routes.removeCompanies, handlers.removeCompanies)
  .openapi(routes.setStatus, handlers.setStatus)
  .openapi(companyFundsRoutes.companyFunds, companyFundsHandlers.companyFunds);
