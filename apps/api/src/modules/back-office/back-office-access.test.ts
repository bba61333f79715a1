import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINTS, type AdminEndpointName } from '@shop/contract/admin-endpoints';
import { CART_PATHS } from '@shop/contract';
import { expectError } from '../../test-support/accounts.js';
import { cartCall, newShopper, type Shopper } from '../../test-support/cart.js';
import { adminCall, dataOf, newStaff, signIn, type SignedInStaff } from '../../test-support/staff.js';
import { backends, createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test-support/test-app.js';
import { createAccessTokens } from '../../lib/tokens.js';

// Who may call each of the back office's routes (issue 16): no token, a customer's token, a forged or ended session,
// staff on an admin route. Every route of ADMIN_ENDPOINTS is asked, so a new one is checked the day it is added.

/** A path of the route with its parameters filled (the check comes before the order or member is looked for). */
const pathOf = (path: string) => path.replace(':order_id', 'AGH000001').replace(':id', '00000000-0000-4000-8000-000000000000');

const guarded = (Object.keys(ADMIN_ENDPOINTS) as AdminEndpointName[]).filter((name) => ADMIN_ENDPOINTS[name].access !== 'public');
const adminOnly = guarded.filter((name) => ADMIN_ENDPOINTS[name].access === 'admin');

describe.each(backends)('who may call the back office on %s', (backend) => {
  let t: TestApp;
  let admin: SignedInStaff;
  let staff: SignedInStaff;
  let shopper: Shopper;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, staff, shopper] = await Promise.all([newStaff(t, 'admin'), newStaff(t, 'staff'), newShopper(t)]);
  });
  afterAll(() => t.close());

  const call = (name: AdminEndpointName, token?: string) =>
    adminCall(t, ADMIN_ENDPOINTS[name].method, pathOf(ADMIN_ENDPOINTS[name].path), token ? { token } : {});

  it('has admin-only routes and staff routes to check', () => {
    expect(adminOnly).toEqual(expect.arrayContaining(['staffList', 'staffCreate', 'staffUpdate', 'auditLog']));
    expect(guarded).toEqual(expect.arrayContaining(['orders', 'order', 'orderMove', 'orderCancellation', 'me', 'signOut']));
  });

  it.each(guarded)('%s: 401 with no token, a customer token, a forged token or a JWT signed with our own secret', async (name) => {
    expectError(await call(name), 401, 'UNAUTHORIZED');
    expectError(await call(name, shopper.token), 401, 'UNAUTHORIZED');
    expectError(await call(name, `staff_${'x'.repeat(43)}`), 401, 'UNAUTHORIZED');
    // A token a customer could never have, but made with the storefront's key for a staff member's id: still no.
    const jwt = await createAccessTokens({ secret: TEST_JWT_SECRET, clock: () => new Date() }).sign({ userId: admin.id, customerId: 1 });
    expectError(await call(name, jwt), 401, 'UNAUTHORIZED');
  });

  it.each(adminOnly)('%s: 403 for a staff member, past the check for an admin', async (name) => {
    expectError(await call(name, staff.token), 403, 'FORBIDDEN');
    const res = await call(name, admin.token);
    expect(res.statusCode, res.body).not.toBe(401);
    expect(res.statusCode, res.body).not.toBe(403);
  });

  it.each(guarded.filter((name) => !adminOnly.includes(name) && name !== 'signOut'))('%s: past the check for staff and admins', async (name) => {
    for (const who of [staff, admin]) {
      const res = await call(name, who.token);
      expect([200, 400, 404], res.body).toContain(res.statusCode);
    }
  });

  it("a staff session never opens a customer's call", async () => {
    expectError(await cartCall(t, 'GET', `${CART_PATHS.cart}?customer_id=${shopper.customerId}`, { token: admin.token }), 401, 'UNAUTHORIZED');
    expectError(await cartCall(t, 'GET', `${CART_PATHS.cart}?customer_id=${shopper.customerId}`, { token: staff.token }), 401, 'UNAUTHORIZED');
  });

  it('a signed-out session, an expired one and a deactivated member are refused at once', async () => {
    const member = await newStaff(t, 'staff');
    const second = await signIn(t, member.email);
    dataOf(await adminCall(t, 'DELETE', '/session/', { token: member.token }));
    expectError(await adminCall(t, 'GET', '/session/', { token: member.token }), 401, 'UNAUTHORIZED');
    // The other session lives on until the member is deactivated.
    expect(dataOf<{ email: string }>(await adminCall(t, 'GET', '/session/', { token: second })).email).toBe(member.email);
    dataOf(await adminCall(t, 'PATCH', `/staff/${member.id}/`, { token: admin.token, payload: { active: false } }));
    expectError(await adminCall(t, 'GET', '/session/', { token: second }), 401, 'UNAUTHORIZED');
    expectError(await adminCall(t, 'POST', '/session/', { payload: { email: member.email, password: 'a long staff password' } }), 401, 'INVALID_CREDENTIALS');

    const later = await newStaff(t, 'staff');
    t.clock.advance(12 * 3600 + 1);
    try {
      expectError(await adminCall(t, 'GET', '/orders/', { token: later.token }), 401, 'UNAUTHORIZED');
    } finally {
      t.clock.advance(-(12 * 3600 + 1));
    }
  });

  it("a role change takes effect on the member's next call", async () => {
    const member = await newStaff(t, 'staff');
    expectError(await adminCall(t, 'GET', '/staff/', { token: member.token }), 403, 'FORBIDDEN');
    dataOf(await adminCall(t, 'PATCH', `/staff/${member.id}/`, { token: admin.token, payload: { role: 'admin' } }));
    dataOf(await adminCall(t, 'GET', '/staff/', { token: member.token }));
  });

  it('an unknown path under the back office API is a JSON 404, not a page', async () => {
    const res = await adminCall(t, 'GET', '/no-such-thing/', { token: admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
