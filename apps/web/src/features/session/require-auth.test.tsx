import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Switch } from '@/lib/router';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, serveApi } from '@/test/render';
import { REDIRECT_AFTER_LOGIN_KEY, RequireAuth, useSession } from './index';
import { storeSession } from '@/test/session';

const originalFetch = globalThis.fetch;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

function ProfileStandIn() {
  const { user, signOut } = useSession();
  return (
    <>
      <h1>Profile of {user?.firstName}</h1>
      <button type="button" onClick={() => void signOut()}>
        Log out
      </button>
    </>
  );
}

/** The router's guarded routes, with stand-ins for the pages. */
const renderRoutes = (route: string) =>
  renderWithProviders(
    <Suspense fallback={<p>Loading</p>}>
      <Switch>
        <Route path="/profile">
          <RequireAuth>
            <ProfileStandIn />
          </RequireAuth>
        </Route>
        <Route path="/orders">
          <RequireAuth>
            <h1>My Orders</h1>
          </RequireAuth>
        </Route>
        <Route path="/checkout">
          <RequireAuth returnUrl>
            <h1>Checkout</h1>
          </RequireAuth>
        </Route>
        <Route path="/checkout-with-grace">
          <RequireAuth returnUrl graceMs={500} notice="checkout:toast.authRequired">
            <h1>Checkout</h1>
          </RequireAuth>
        </Route>
        <Route path="/login">
          <h1>Login</h1>
        </Route>
        <Route path="/">
          <h1>Home</h1>
        </Route>
      </Switch>
    </Suspense>,
    { route },
  );

const location = () => screen.getByTestId('location');

describe('RequireAuth', () => {
  it.each([
    ['/profile', '/login', '/profile'],
    ['/orders', '/login', '/orders'],
    ['/orders?highlight=12', '/login', '/orders?highlight=12'],
    ['/checkout', '/login?returnUrl=/checkout', '/checkout'],
  ])('sends a logged-out visitor from %s to %s, remembering %s', async (start, login, stored) => {
    renderRoutes(start);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(login);
    expect(location().textContent).toBe(login);
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe(stored);
  });

  it('waits the grace time, then says why and sends the visitor to /login with the return url', async () => {
    const started = Date.now();
    renderWithProviders(
      <>
        <Suspense fallback={<p>Loading</p>}>
          <Switch>
            <Route path="/checkout">
              <RequireAuth returnUrl graceMs={500} notice="checkout:toast.authRequired">
                <h1>Checkout</h1>
              </RequireAuth>
            </Route>
            <Route path="/login">
              <h1>Login</h1>
            </Route>
          </Switch>
        </Suspense>
        <Toaster />
      </>,
      { route: '/checkout' },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(location().textContent).toBe('/checkout');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(location().textContent).toBe('/login?returnUrl=/checkout');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to complete your checkout')).toBeInTheDocument();
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/checkout');
  });

  it('stays when the session arrives within the grace time', async () => {
    renderRoutes('/checkout-with-grace');
    await new Promise((resolve) => setTimeout(resolve, 100));
    storeSession();
    const { notify } = await import('./session-state');
    act(() => notify());
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(location().textContent).toBe('/checkout-with-grace');
  });

  it('shows the page to a signed-in customer', async () => {
    storeSession();
    renderRoutes('/orders');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/orders');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('goes home, not to /login, when the customer logs out on a guarded page', async () => {
    storeSession();
    serveApi(() => ({ body: { status: true, message: 'Logged out' } }));
    renderRoutes('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(location().textContent).toBe('/');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('sends the customer to /login when the session ends on a guarded page (a refused refresh)', async () => {
    storeSession();
    renderRoutes('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile of Ama' })).toBeInTheDocument();
    const { clearSession } = await import('./tokens');
    clearSession();
    await waitFor(() => expect(location().textContent).toBe('/login'));
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/profile');
  });
});
