import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffMember } from '@shop/contract/admin';
import { ADMIN, STAFF, answer, failure } from '../../../test/admin-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs, type Call } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
beforeEach(() => signInAs(ADMIN));
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

function serveStaff(onWrite: (call: Call) => { status?: number; body: unknown }) {
  return serveAdminApi((call) => {
    if (pathOf(call) === '/session/') return { body: answer(ADMIN) };
    if (call.method !== 'GET') return onWrite(call);
    return { body: answer([ADMIN, STAFF]) };
  });
}
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET').map((call) => ({ method: call.method, path: pathOf(call), body: call.body }));

async function fillForm(user: ReturnType<typeof userEvent.setup>, password: string) {
  const form = screen.getByRole('form', { name: 'Add a staff member' });
  await user.type(within(form).getByLabelText('Name'), 'Yaa Asantewaa');
  await user.type(within(form).getByLabelText('Email'), 'yaa@akwaaba.example');
  await user.selectOptions(within(form).getByLabelText('Role'), 'Admin');
  await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Add member' }));
  return form;
}

describe('the staff page', () => {
  it('lists the members with their role and whether they are active', async () => {
    serveStaff(() => ({ body: answer(null) }));
    renderAdmin('/admin/staff');

    const table = await screen.findByRole('table', { name: 'Staff members' });
    const [, efua, kojo] = within(table).getAllByRole('row');
    expect(efua).toHaveTextContent(/Efua Mensah\s*efua.admin@akwaaba.example\s*Admin\s*Active/);
    expect(kojo).toHaveTextContent(/Kojo Boateng\s*kojo.staff@akwaaba.example\s*Staff\s*Active/);
  });

  it('refuses a password shorter than 12 characters, without calling the server', async () => {
    const user = userEvent.setup();
    const calls = serveStaff(() => ({ body: answer(null) }));
    renderAdmin('/admin/staff');
    await screen.findByRole('table', { name: 'Staff members' });

    await fillForm(user, 'short pass');

    expect(await screen.findByText('A password has at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it("adds a member, and shows the server's refusal of an email already in use", async () => {
    const user = userEvent.setup();
    let taken = true;
    const added: StaffMember = { ...STAFF, id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', name: 'Yaa Asantewaa', email: 'yaa@akwaaba.example', role: 'admin' };
    const calls = serveStaff(() =>
      taken ? { status: 409, body: failure('STAFF_EMAIL_TAKEN', 'A staff member with this email already exists.') } : { body: answer(added) },
    );
    renderAdmin('/admin/staff');
    await screen.findByRole('table', { name: 'Staff members' });

    const form = await fillForm(user, 'a long enough password');
    expect(await within(form).findByRole('alert')).toHaveTextContent('A staff member with this email already exists.');

    taken = false;
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(await within(form).findByText('Yaa Asantewaa was added.')).toHaveFocus();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(writes(calls).at(-1)).toEqual({
      method: 'POST',
      path: '/staff/',
      body: { name: 'Yaa Asantewaa', email: 'yaa@akwaaba.example', role: 'admin', password: 'a long enough password' },
    });
  });

  it("changes a member's role and deactivates them; the last admin is kept", async () => {
    const user = userEvent.setup();
    const calls = serveStaff((call) =>
      (call.body as { active?: boolean }).active === false && pathOf(call).includes(ADMIN.id)
        ? { status: 409, body: failure('LAST_ADMIN', 'The shop must keep at least one active admin.') }
        : { body: answer(STAFF) },
    );
    renderAdmin('/admin/staff');

    await user.click(await screen.findByRole('button', { name: 'Make admin: Kojo Boateng' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate Efua Mensah' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The shop must keep at least one active admin.');
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: `/staff/${STAFF.id}/`, body: { role: 'admin' } },
      { method: 'PATCH', path: `/staff/${ADMIN.id}/`, body: { active: false } },
    ]);
  });
});
