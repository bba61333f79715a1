import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_BASE, ENDPOINT_SCHEMAS, ENDPOINTS, type Access, type EndpointName } from '@shop/contract';
import { requireApiKey } from './api-key.js';
import { compileAnswerSerializer } from './compiled-answer.js';
import type { CustomerAuth } from './customer-auth.js';

// Routes are registered from the contract's one description of each call (ENDPOINTS: method, path, who may call;
// ENDPOINT_SCHEMAS: params, query, body, answer), inside a scope that demands what the call's access says. A module
// cannot register a call in a scope of another access: that fails at start, not in production.

type Schemas = typeof ENDPOINT_SCHEMAS;
type Parsed<N extends EndpointName, K extends string> = Schemas[N] extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** The request of call N, with its params, query and body as the schemas parsed them. */
export type EndpointRequest<N extends EndpointName> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<N, 'params'>;
  query: Parsed<N, 'query'>;
  body: Parsed<N, 'body'>;
};

/** What the handler of call N answers: its answer schema's input, checked and serialised by that schema. */
export type EndpointAnswer<N extends EndpointName> = z.input<Schemas[N]['response']>;

export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  /** Fastify's log level for this route (the health check logs only warnings). */
  logLevel?: 'warn';
  /** The call makes something: it answers 201 when it does (and 200 when a retry finds it made), both by the one schema. */
  creates?: boolean;
  /** The call compresses its own answers (the catalogue's, once per cached answer): the compress plugin leaves them. */
  ownCompression?: boolean;
  /**
   * The answer is written by a serializer compiled from its contract schema, not checked and copied by zod first: the
   * catalogue's answers, made on every miss of the read model (compiled-answer.ts, decision 0064).
   */
  compiledAnswer?: boolean;
}

export interface Router {
  route<N extends EndpointName>(
    name: N,
    docs: RouteDocs,
    handler: (request: EndpointRequest<N>, reply: FastifyReply) => Promise<EndpointAnswer<N> | FastifyReply>,
  ): void;
}

/** How the OpenAPI document names what a call needs. */
const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  key: [{ publicKey: [] }],
  bearer: [{ bearer: [] }],
  'key+bearer': [{ publicKey: [], bearer: [] }],
  'key+optional-bearer': [{ publicKey: [] }, { publicKey: [], bearer: [] }],
};

/** A call's schemas as the contract gives them. */
export interface CallSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * The Fastify schema of a call: its documentation, who may call, and the contract's params, query, body and answer
 * (the answer under 201 too when the call makes something).
 */
export function routeSchema(
  docs: { tags: string[]; summary: string; description?: string },
  security: Array<Record<string, string[]>>,
  schemas: CallSchemas,
  creates = false,
): FastifySchema & Record<string, unknown> {
  return {
    tags: docs.tags,
    summary: docs.summary,
    ...(docs.description ? { description: docs.description } : {}),
    security,
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(schemas.body ? { body: schemas.body } : {}),
    response: creates ? { 200: schemas.response, 201: schemas.response } : { 200: schemas.response },
  };
}

export interface ScopeDeps {
  publicApiKey: string;
  auth: CustomerAuth;
}

/**
 * A scope under API_BASE for calls of one access: the key is checked first, then the bearer token (both before the
 * body is read), so refusals come in that order: 401 key, 401 token, 400 input, then the service's own (403, 404...).
 */
export async function apiScope(
  app: FastifyInstance,
  access: Access,
  deps: ScopeDeps,
  register: (router: Router, scope: FastifyInstance) => void | Promise<void>,
) {
  await app.register(
    async (scope) => {
      if (access.startsWith('key')) requireApiKey(scope, deps.publicApiKey);
      const hook: onRequestAsyncHookHandler | undefined =
        access === 'bearer' || access === 'key+bearer' ? deps.auth.requireCustomer : access === 'key+optional-bearer' ? deps.auth.optionalCustomer : undefined;
      if (hook) scope.addHook('onRequest', hook);
      const typed = scope.withTypeProvider<ZodTypeProvider>();
      const router: Router = {
        route(name, docs, handler) {
          const endpoint = ENDPOINTS[name];
          if (endpoint.access !== access) throw new Error(`${name} is a '${endpoint.access}' call, registered in a '${access}' scope`);
          const schema = routeSchema(docs, SECURITY[access], ENDPOINT_SCHEMAS[name], docs.creates);
          typed.route({
            method: endpoint.method,
            url: endpoint.path,
            schema,
            ...(docs.logLevel ? { logLevel: docs.logLevel } : {}),
            ...(docs.ownCompression ? { compress: false as const } : {}),
            ...(docs.compiledAnswer ? { serializerCompiler: compileAnswerSerializer } : {}),
            // The schemas above parse the request into exactly the shapes EndpointRequest<N> names.
            handler: (request, reply) => handler(request as unknown as EndpointRequest<typeof name>, reply),
          });
        },
      };
      await register(router, scope);
    },
    { prefix: API_BASE },
  );
}
