import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_HEADER } from '@shop/contract';

/** The OpenAPI document is generated from the contract's zod schemas; /docs browses it, /docs/json serves it. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Akwaaba Market API',
        description: 'The storefront API. Every call under /customer/api/v1 needs the public key in the X-API-Key header.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          publicKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The back office's (issue 16): an opaque session token, staff_…, from POST /admin/api/v1/session/.
          staffSession: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ publicKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
