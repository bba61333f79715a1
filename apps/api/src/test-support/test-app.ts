import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { API_BASE } from '@shop/contract';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedCatalogueIfEmpty } from '../db/seed/seed-catalogue.js';

export const TEST_API_KEY = 'pk_test_key_for_the_api_suite';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Calls the API with the public key; `path` is relative to /customer/api/v1. */
  api(method: InjectOptions['method'], path: string, options?: Omit<InjectOptions, 'method' | 'url'>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database of its own for one test file, next to the one TEST_DATABASE_URL names. */
async function createScratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}

/** A fresh, seeded database (in-memory PGlite, or a database of its own on PostgreSQL) and the app on it. */
export async function createTestApp(backend: Backend, opts: { seed?: boolean } = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const scratch = backend === 'postgres' && url ? await createScratchDatabase(url) : undefined;
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : {});
  await database.migrate();
  if (opts.seed !== false) await seedCatalogueIfEmpty(database.db);
  const app = await buildApp({ database, publicApiKey: TEST_API_KEY, webDistDir: '/nonexistent' });
  await app.ready();
  return {
    app,
    database,
    api: (method, path, options = {}) =>
      app.inject({
        method,
        url: `${API_BASE}${path}`,
        ...options,
        headers: { 'x-api-key': TEST_API_KEY, ...(options.headers ?? {}) },
      }),
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}
