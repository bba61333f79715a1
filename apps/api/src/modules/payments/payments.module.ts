import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { createHoldSweeper } from './hold-sweeper.js';
import { createPayAgainService } from './pay-again.service.js';
import { createPaymentAttemptsService } from './payment-attempts.service.js';
import { paymentRoutes, paymentWebhookRoutes } from './payments.routes.js';
import { createPaymentsService } from './payments.service.js';

/** The largest webhook body taken: a provider's event is a few kilobytes. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * Paying online (decision 21, "Routes"): a customer's look at their payment attempt (key and bearer), and the
 * provider's webhook, outside the key scope. The webhook's signature is over the exact bytes sent, so it lives in a
 * context of its own whose JSON parser keeps the raw Buffer; every other route keeps the shop's JSON parsing. The hold
 * sweeper runs beside them.
 */
export const paymentsModule: AppModule = {
  name: 'payments',
  async register(app, deps) {
    const attemptsService = createPaymentAttemptsService({ db: deps.db, clock: deps.clock, log: deps.log, payments: deps.payments });
    const payments = createPaymentsService({ db: deps.db, clock: deps.clock, log: deps.log, payments: deps.payments, attemptsService });
    const again = createPayAgainService({ db: deps.db, attempts: attemptsService, online: deps.payments.configured });
    await apiScope(app, 'key+bearer', deps, (router) => paymentRoutes(router, payments, again, deps.shopUrl));
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
      await apiScope(raw, 'public', deps, (router) => paymentWebhookRoutes(router, payments));
    });
    // Holds that ran out are settled by every instance (verified first, then given up); not without a provider to ask.
    if (deps.payments.configured) {
      const { provider, source, recorder } = deps.payments;
      const sweeper = createHoldSweeper({ db: deps.db, provider, source, recorder, clock: deps.clock, log: deps.log, holdMinutes: deps.payments.holdMinutes });
      app.addHook('onReady', async () => sweeper.start());
      app.addHook('onClose', async () => sweeper.stop());
    }
  },
};
