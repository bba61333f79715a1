import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { notificationSettingsRoutes } from './notification-settings.routes.js';
import { createNotificationSettingsService } from './notification-settings.service.js';

/**
 * The signed-in customer's notification settings (issue 13; spec part 2 section 3), bearer token only. Order mails
 * honour 'Email notifications' and 'Order updates' (orders/order-status.service.ts queueOrderMail).
 */
export const notificationSettingsModule: AppModule = {
  name: 'notification-settings',
  async register(app, deps) {
    const settings = createNotificationSettingsService({ db: deps.db });
    await apiScope(app, 'bearer', deps, (router) => notificationSettingsRoutes(router, settings));
  },
};
