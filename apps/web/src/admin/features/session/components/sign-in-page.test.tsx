import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, answer, failure, orderSummaryOf, pageOf } from '../../../test/admin-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi } from '../../../test/render-admin';
import { STAFF_SESSION_KEY } from '../session-store';

const originalFetch = globalThis.fetch;
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

const SESSION = { token: 'staff_abc123', expires_at: '2099-01-01T00:00:00.000Z', staff: ADMIN };

describe('signing in to the back office', () => {
  it("shows the server's refusal, then the orders list once the password is right", async () => {
    const user = userEvent.setup();
    const calls = serveAdminApi((call) => {
      const path = pathOf(call);
      if (call.method === 'POST' && path === '/session/')
        return (call.body as { password: string }).password === 'right horse battery'
          ? { body: answer(SESSION, 'Signed in') }
          : { status: 401, body: failure('INVALID_CREDENTIALS', 'Invalid email or password') };
      if (path === '/session/') return { body: answer(ADMIN) };
      if (path === '/orders/') return { body: pageOf([orderSummaryOf()]) };
      return { status: 404, body: failure('ROUTE_NOT_FOUND', 'There is no such path in this API.') };
    });
    renderAdmin('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'Efua.Admin@akwaaba.example');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    // The contract's rule trims and lower-cases the email before it is sent.
    expect(calls[0]!.body).toEqual({ email: 'efua.admin@akwaaba.example', password: 'wrong' });

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'AGH123456' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/orders$/);
    // Kept in the tab's sessionStorage, and sent with every call after signing in.
    expect(JSON.parse(sessionStorage.getItem(STAFF_SESSION_KEY)!)).toMatchObject({ token: 'staff_abc123' });
    const orders = calls.find((call) => pathOf(call) === '/orders/')!;
    expect(orders.authorization).toBe('Bearer staff_abc123');
  });

  it('says so when there were too many tries', async () => {
    const user = userEvent.setup();
    serveAdminApi(() => ({ status: 429, body: failure('RATE_LIMITED', 'Too many requests. Please try again later.') }));
    renderAdmin('/admin/orders');

    await user.type(await screen.findByLabelText('Email'), 'efua.admin@akwaaba.example');
    await user.type(screen.getByLabelText('Password'), 'anything at all');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('asks for the fields before calling the server', async () => {
    const user = userEvent.setup();
    const calls = serveAdminApi(() => ({ body: answer(null) }));
    renderAdmin('/admin');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter an email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(calls).toEqual([]);
  });
});
