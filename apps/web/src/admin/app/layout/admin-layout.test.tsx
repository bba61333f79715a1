import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, STAFF, answer, pageOf } from '../../test/admin-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs } from '../../test/render-admin';
import { STAFF_SESSION_KEY } from '../../features/session/session-store';

const originalFetch = globalThis.fetch;
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

const serveAs = (member: typeof ADMIN) =>
  serveAdminApi((call) => {
    if (pathOf(call) === '/session/') return { body: answer(call.method === 'DELETE' ? null : member) };
    return { body: pageOf([]) };
  });

describe('the back office frame', () => {
  it('shows an admin every page, the staff pages and the audit log too, with who is signed in', async () => {
    serveAs(ADMIN);
    signInAs(ADMIN);
    renderAdmin('/admin/orders');

    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'Stock', 'Messages', 'Customers', 'Products', 'Brands', 'Categories', 'Stores', 'Catalogue CSV', 'Staff', 'Audit log']);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Efua Mensah')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('shows a staff member the orders, stock, messages and customers but neither staff nor audit, and tells them a link to one is not for them', async () => {
    serveAs(STAFF);
    signInAs(STAFF);
    renderAdmin('/admin/staff');

    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'Stock', 'Messages', 'Customers']);
    expect(screen.getByRole('heading', { level: 1, name: "You don't have permission" })).toHaveFocus();
  });

  it('signs out: the server ends the session, the tab forgets it, the sign-in form shows', async () => {
    const user = userEvent.setup();
    const calls = serveAs(ADMIN);
    signInAs(ADMIN);
    renderAdmin('/admin/orders');

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ authorization: 'Bearer staff_token_of_admin' });
    expect(pathOf(calls.find((call) => call.method === 'DELETE')!)).toBe('/session/');
    expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it('goes back to the sign-in form when the server says the session is over', async () => {
    serveAdminApi(() => ({ status: 401, body: { status: false, message: 'Your session has expired. Please log in again.', code: 'SESSION_EXPIRED' } }));
    signInAs(ADMIN);
    renderAdmin('/admin/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });
});
