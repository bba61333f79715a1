import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT } from '@shop/contract';
import type { AuditEntry, StaffMember } from '@shop/contract/admin';
import { staffAudit } from '../../db/schema/index.js';
import { expectError, freshIp } from '../../test-support/accounts.js';
import { adminCall, dataOf, newStaff, signIn, STAFF_PASSWORD, type SignedInStaff } from '../../test-support/staff.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// Staff accounts, sign-in and the audit log (issue 16).

const tally = (answers: { statusCode: number; json(): { code?: string } }[]) =>
  answers.reduce<Record<string, number>>((acc, a) => {
    const key = a.statusCode === 200 ? '200' : `${a.statusCode} ${a.json().code}`;
    acc[key] = (acc[key] ?? 0) + 1;
    return acc;
  }, {});

describe.each(backends)('staff accounts and sessions on %s', (backend) => {
  let t: TestApp;
  let admin: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await newStaff(t, 'admin');
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, token = admin.token) => adminCall(t, 'POST', '/staff/', { token, payload });
  const auditOf = async (subject: string) =>
    dataOf<AuditEntry[]>(await adminCall(t, 'GET', '/audit/?page_size=100', { token: admin.token })).filter((e) => e.subject === subject);

  it('an admin adds a member, who signs in with the email in any case and sees themself; the audit log says who did it', async () => {
    const member = dataOf<StaffMember>(
      await create({ email: 'Kofi.Boateng@Akwaaba.Test', name: 'Kofi Boateng', role: 'staff', password: STAFF_PASSWORD }),
      201,
    );
    expect(member).toMatchObject({ email: 'kofi.boateng@akwaaba.test', name: 'Kofi Boateng', role: 'staff', active: true });
    expect(JSON.stringify(member)).not.toContain('password');

    const signedIn = dataOf<{ token: string; staff: StaffMember }>(
      await adminCall(t, 'POST', '/session/', { payload: { email: 'KOFI.boateng@akwaaba.test', password: STAFF_PASSWORD } }),
    );
    expect(signedIn.token).toMatch(/^staff_[A-Za-z0-9_-]{43}$/);
    expect(dataOf<StaffMember>(await adminCall(t, 'GET', '/session/', { token: signedIn.token })).id).toBe(member.id);

    const [entry] = await auditOf(`staff:${member.id}`);
    expect(entry).toMatchObject({ action: 'staff.create', staff: { id: admin.id, email: admin.email }, before: null });
    expect(entry!.after).toEqual({ email: member.email, name: 'Kofi Boateng', role: 'staff', active: true });
    const stored = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subject, `staff:${member.id}`));
    expect(JSON.stringify(stored)).not.toMatch(/argon2|password/i);
  });

  it('refuses a second member of the same email, a short password and a bad role, with clear messages', async () => {
    const email = `dup-${Date.now()}@akwaaba.test`;
    dataOf(await create({ email, name: 'First', role: 'staff', password: STAFF_PASSWORD }), 201);
    expectError(await create({ email: email.toUpperCase(), name: 'Second', role: 'admin', password: STAFF_PASSWORD }), 409, 'STAFF_EMAIL_TAKEN');
    const short = await create({ email: `short-${Date.now()}@akwaaba.test`, name: 'Short', role: 'staff', password: 'eleven char' });
    expectError(short, 400, 'VALIDATION_FAILED');
    expect(short.json().errors.password).toEqual(['password: A password has at least 12 characters.']);
    expectError(await create({ email: `role-${Date.now()}@akwaaba.test`, name: 'Role', role: 'owner', password: STAFF_PASSWORD }), 400, 'VALIDATION_FAILED');
  });

  it('a wrong password and an unknown email get the same answer', async () => {
    const wrong = await adminCall(t, 'POST', '/session/', { payload: { email: admin.email, password: 'not the password' } });
    const unknown = await adminCall(t, 'POST', '/session/', { payload: { email: 'nobody@akwaaba.test', password: 'not the password' } });
    expectError(wrong, 401, 'INVALID_CREDENTIALS', 'Invalid email or password');
    expectError(unknown, 401, 'INVALID_CREDENTIALS', 'Invalid email or password');
  });

  it(`checks no more than ${LOGIN_FAILURES_PER_ACCOUNT} of 200 passwords sent together for one member, then refuses the right one`, async () => {
    const member = await newStaff(t, 'staff');
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        adminCall(t, 'POST', '/session/', { payload: { email: member.email, password: `wrong password ${i}` }, ip: freshIp() }),
      ),
    );
    expect(tally(burst)).toEqual({ '401 INVALID_CREDENTIALS': LOGIN_FAILURES_PER_ACCOUNT, '429 RATE_LIMITED': 200 - LOGIN_FAILURES_PER_ACCOUNT });
    expectError(await adminCall(t, 'POST', '/session/', { payload: { email: member.email, password: STAFF_PASSWORD } }), 429, 'RATE_LIMITED');
    // Counted apart from customers: the member's still-valid session works, and another member signs in.
    dataOf(await adminCall(t, 'GET', '/session/', { token: member.token }));
    await signIn(t, (await newStaff(t, 'staff')).email);
  });

  it('keeps at least one active admin: the last one can be neither demoted nor deactivated', async () => {
    const solo = await createTestApp(backend);
    try {
      const only = await newStaff(solo, 'admin');
      expectError(await adminCall(solo, 'PATCH', `/staff/${only.id}/`, { token: only.token, payload: { role: 'staff' } }), 409, 'LAST_ADMIN');
      expectError(await adminCall(solo, 'PATCH', `/staff/${only.id}/`, { token: only.token, payload: { active: false } }), 409, 'LAST_ADMIN');
      const second = await newStaff(solo, 'admin');
      expect(dataOf<StaffMember>(await adminCall(solo, 'PATCH', `/staff/${only.id}/`, { token: second.token, payload: { role: 'staff' } })).role).toBe('staff');
      expectError(await adminCall(solo, 'PATCH', `/staff/${second.id}/`, { token: second.token, payload: { active: false } }), 409, 'LAST_ADMIN');
    } finally {
      await solo.close();
    }
  });

  it('a new password ends the member’s sessions and the old password no longer works', async () => {
    const member = await newStaff(t, 'staff');
    const newPassword = 'another long password';
    dataOf(await adminCall(t, 'PATCH', `/staff/${member.id}/`, { token: admin.token, payload: { password: newPassword } }));
    expectError(await adminCall(t, 'GET', '/session/', { token: member.token }), 401, 'UNAUTHORIZED');
    expectError(await adminCall(t, 'POST', '/session/', { payload: { email: member.email, password: STAFF_PASSWORD } }), 401, 'INVALID_CREDENTIALS');
    await signIn(t, member.email, newPassword);
    const [entry] = await auditOf(`staff:${member.id}`);
    expect(entry!.action).toBe('staff.update+password');
  });

  it('refuses an empty change and an unknown member', async () => {
    expectError(await adminCall(t, 'PATCH', `/staff/${admin.id}/`, { token: admin.token, payload: {} }), 400, 'VALIDATION_FAILED');
    expectError(
      await adminCall(t, 'PATCH', '/staff/00000000-0000-4000-8000-000000000000/', { token: admin.token, payload: { name: 'Nobody' } }),
      404,
      'STAFF_NOT_FOUND',
    );
  });

  it('lists the audit log newest first, in pages, and by member', async () => {
    const page = await adminCall(t, 'GET', '/audit/?page=1&page_size=2', { token: admin.token });
    const body = page.json();
    expect(body.data).toHaveLength(2);
    expect(body.count).toBeGreaterThan(2);
    expect(body.data[0].at >= body.data[1].at).toBe(true);
    const mine = dataOf<AuditEntry[]>(await adminCall(t, 'GET', `/audit/?staff_id=${admin.id}&page_size=100`, { token: admin.token }));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.staff?.id === admin.id)).toBe(true);
  });
});

describe.each(backends.filter((b) => b === 'postgres'))('two admins demoting each other at once on %s', (backend) => {
  it('leaves the shop one admin: one change wins, the other is refused', async () => {
    const t = await createTestApp(backend);
    try {
      const [a, b] = await Promise.all([newStaff(t, 'admin'), newStaff(t, 'admin')]);
      const [one, two] = await Promise.all([
        adminCall(t, 'PATCH', `/staff/${b.id}/`, { token: a.token, payload: { role: 'staff' } }),
        adminCall(t, 'PATCH', `/staff/${a.id}/`, { token: b.token, payload: { role: 'staff' } }),
      ]);
      // The loser is refused either way: 409 LAST_ADMIN when both changes met at the admins' lock, or 403 when the
      // winner's change had committed before the loser's call was let in (it is no longer an admin by then).
      const [won, lost] = [one.statusCode, two.statusCode].sort();
      expect(won).toBe(200);
      expect([403, 409]).toContain(lost);
      const staff = dataOf<StaffMember[]>(await adminCall(t, 'GET', '/staff/', { token: (one.statusCode === 200 ? a : b).token }));
      expect(staff.filter((s) => s.role === 'admin' && s.active)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
