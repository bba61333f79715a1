import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ADMIN_API_BASE, ADMIN_ENDPOINTS, type AdminAccess, type AdminEndpointName } from '@shop/contract/admin-endpoints';
import { ADMIN_ENDPOINT_SCHEMAS } from '@shop/contract/admin';
import { routeSchema } from './router.js';
import { requireStaff, type AuthedStaff, type StaffOfSession } from './staff-auth.js';

// The back office's routes, registered from the contract's description of each call (admin-endpoints.ts, admin.ts)
// inside a scope that demands the call's access, as the storefront's router does (router.ts): a call registered in a
// scope of another access fails at start.

type Schemas = typeof ADMIN_ENDPOINT_SCHEMAS;
type Parsed<N extends AdminEndpointName, K extends string> = Schemas[N] extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** The request of back-office call N, its input as the schemas parsed it, and (outside `public`) its staff member. */
export type AdminRequest<N extends AdminEndpointName> = {
  params: Parsed<N, 'params'>;
  query: Parsed<N, 'query'>;
  body: Parsed<N, 'body'>;
  staff: AuthedStaff;
  ip: string;
};
export type AdminAnswer<N extends AdminEndpointName> = z.input<Schemas[N]['response']>;

export interface AdminRouter {
  route<N extends AdminEndpointName>(
    name: N,
    docs: { summary: string; creates?: boolean },
    handler: (request: AdminRequest<N>, reply: FastifyReply) => Promise<AdminAnswer<N>>,
  ): void;
}

export async function adminScope(
  app: FastifyInstance,
  access: AdminAccess,
  staffOf: StaffOfSession,
  register: (router: AdminRouter, scope: FastifyInstance) => void | Promise<void>,
) {
  await app.register(
    async (scope) => {
      if (access !== 'public') scope.addHook('onRequest', requireStaff(staffOf, access === 'admin'));
      const typed = scope.withTypeProvider<ZodTypeProvider>();
      await register(
        {
          route(name, docs, handler) {
            const endpoint = ADMIN_ENDPOINTS[name];
            if (endpoint.access !== access) throw new Error(`${name} is a '${endpoint.access}' call, registered in a '${access}' scope`);
            const security = access === 'public' ? [] : [{ staffSession: [] }];
            const schema = routeSchema({ tags: ['back office'], summary: docs.summary }, security, ADMIN_ENDPOINT_SCHEMAS[name], docs.creates);
            typed.route({
              method: endpoint.method,
              url: endpoint.path,
              schema,
              handler: (request, reply) => handler(request as unknown as AdminRequest<typeof name>, reply),
            });
          },
        },
        scope,
      );
    },
    { prefix: ADMIN_API_BASE },
  );
}
