import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ADMIN_API_BASE, type StaffRole } from '@shop/contract/admin-endpoints';
import { createMemoryRateLimits } from '../lib/rate-limit-memory.js';
import { COMMAND_LINE } from '../modules/back-office/audit.js';
import { createStaffService } from '../modules/back-office/staff.service.js';
import { freshIp } from './accounts.js';
import type { TestApp } from './test-app.js';

// Helpers of the back office's tests: staff members made as `npm run admin:create` makes them, signed in through the API.

export const STAFF_PASSWORD = 'a long staff password';

export interface SignedInStaff {
  id: string;
  email: string;
  token: string;
}

/** A call to the back office's API; `path` is relative to /admin/api/v1. */
export function adminCall(t: TestApp, method: InjectOptions['method'], path: string, opts: { token?: string; payload?: unknown; ip?: string } = {}) {
  return t.app.inject({
    method,
    url: `${ADMIN_API_BASE}${path}`,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.payload === undefined ? {} : { payload: opts.payload as Record<string, unknown> }),
  });
}

/** A new member of this role, made directly (as the command line does), then signed in through POST /session/. */
export async function newStaff(t: TestApp, role: StaffRole, password = STAFF_PASSWORD): Promise<SignedInStaff> {
  const email = `staff-${randomUUID().slice(0, 8)}@akwaaba.test`;
  const staff = createStaffService({ db: t.database.db, rateLimits: createMemoryRateLimits(), clock: () => t.clock.now() });
  const member = await staff.create(COMMAND_LINE, { email, name: `Member ${email.slice(6, 10)}`, role, password });
  return { id: member.id, email, token: await signIn(t, email, password) };
}

export async function signIn(t: TestApp, email: string, password = STAFF_PASSWORD): Promise<string> {
  const res = await adminCall(t, 'POST', '/session/', { payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

/** A successful answer of the back office: its data. */
export function dataOf<T = unknown>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.status).toBe(true);
  return body.data as T;
}
