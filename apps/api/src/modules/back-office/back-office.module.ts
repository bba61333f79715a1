import { adminScope } from '../../http/admin-router.js';
import { decorateStaff } from '../../http/staff-auth.js';
import type { AppModule } from '../app-module.js';
import { createCatalogueCsv } from '../catalogue/catalogue-csv.service.js';
import { createCatalogueDesk } from '../catalogue/catalogue-desk.service.js';
import { createStockDeskService } from '../catalogue/stock-desk.service.js';
import { createInboxService } from '../contact/inbox.service.js';
import { createCustomerDeskService } from '../identity/customer-desk.service.js';
import { createOrderCancelService } from '../orders/order-cancel.service.js';
import { createOrderDeskService } from '../orders/order-desk.service.js';
import { adminCatalogueRoutes } from './catalogue.routes.js';
import { staffCustomerRoutes } from './customers.routes.js';
import { staffMessageRoutes } from './messages.routes.js';
import { adminMediaRoutes } from './media.routes.js';
import { staffOrderRoutes } from './orders.routes.js';
import { staffSessionRoutes, staffSignInRoutes } from './sessions.routes.js';
import { staffAdminRoutes } from './staff.routes.js';
import { staffStockRoutes } from './stock.routes.js';
import { createStaffService } from './staff.service.js';

/**
 * The back office's API under ADMIN_API_BASE (issue 16, DESIGN.md section 7): staff sessions, staff accounts and the
 * audit log, the orders desk, the stock desk, the contact messages' inbox and the customers. It calls the other modules'
 * services, never their repositories.
 */
export const backOfficeModule: AppModule = {
  name: 'back-office',
  async register(app, deps) {
    decorateStaff(app);
    const staff = createStaffService(deps);
    const cancels = createOrderCancelService({ ...deps, mailQueued: () => deps.mailOutbox.kick() });
    const mailQueued = () => deps.mailOutbox.kick();
    const desk = createOrderDeskService({ db: deps.db, clock: deps.clock, cancels, mailQueued, staffEmails: (ids) => staff.emailsOf(ids) });
    const stock = createStockDeskService(deps.db);
    const inbox = createInboxService({ db: deps.db, clock: deps.clock, mailQueued });
    const customers = createCustomerDeskService(deps.db);
    const staffOf = (hash: string) => staff.memberOfSession(hash);
    await adminScope(app, 'public', staffOf, (router) => staffSignInRoutes(router, staff));
    await adminScope(app, 'staff', staffOf, (router) => {
      staffSessionRoutes(router, staff);
      staffOrderRoutes(router, desk);
      staffStockRoutes(router, stock);
      staffMessageRoutes(router, inbox);
      staffCustomerRoutes(router, customers, desk);
    });
    await adminScope(app, 'admin', staffOf, (router) => staffAdminRoutes(router, staff));
    await adminScope(app, 'admin', staffOf, (router, scope) => adminCatalogueRoutes(router, scope, createCatalogueDesk(deps.db), createCatalogueCsv(deps.db)));
    await adminScope(app, 'admin', staffOf, (router, scope) => adminMediaRoutes(router, scope, deps.media, deps.db));
  },
};
