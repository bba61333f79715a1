import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { accountsCustomerRoutes, accountsPublicRoutes } from './accounts.routes.js';
import { createAccountsService } from './accounts.service.js';
import { sessionsCustomerRoutes, sessionsPublicRoutes } from './sessions.routes.js';
import { createSessionsService } from './sessions.service.js';

/** Accounts, one-time codes and sessions: who a customer is. The account calls need no public key (spec part 1, section 6). */
export const identityModule: AppModule = {
  name: 'identity',
  async register(app, deps) {
    const accounts = createAccountsService(deps);
    const sessions = createSessionsService(deps);
    await apiScope(app, 'public', deps, (router) => {
      accountsPublicRoutes(router, accounts);
      sessionsPublicRoutes(router, sessions);
    });
    await apiScope(app, 'bearer', deps, (router) => {
      accountsCustomerRoutes(router, accounts);
      sessionsCustomerRoutes(router, sessions);
    });
  },
};
