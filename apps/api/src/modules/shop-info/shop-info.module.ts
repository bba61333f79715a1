import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';

// What the shop tells every storefront (issue 13): its WhatsApp number for 'Need help with this order?', or null.
// Configuration, not data: the same for everyone until a restart, so browsers and caches may keep it for an hour.

export const shopInfoModule: AppModule = {
  name: 'shop-info',
  async register(app, deps) {
    await apiScope(app, 'key', deps, (router) =>
      router.route(
        'shopInfo',
        { tags: ['shop'], summary: "The shop's contact channels for the storefront: its WhatsApp number (E.164 digits) or null" },
        async (_request, reply) => {
          reply.header('cache-control', 'public, max-age=3600');
          return { status: true as const, message: 'Shop information retrieved', data: { whatsapp_number: deps.whatsappNumber ?? null } };
        },
      ),
    );
  },
};
