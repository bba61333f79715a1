import { apiScope } from '../../http/router.js';
import type { AppModule } from '../app-module.js';
import { createContactRepo } from './contact.repo.js';
import { contactRoutes } from './contact.routes.js';
import { createContactService } from './contact.service.js';

/** The contact form: the public key, and the customer's token when one is signed in (guests write too). */
export const contactModule: AppModule = {
  name: 'contact',
  async register(app, deps) {
    const contact = createContactService({ ...deps, repo: createContactRepo(deps.db) });
    await apiScope(app, 'key+optional-bearer', deps, (router) => contactRoutes(router, contact));
  },
};
