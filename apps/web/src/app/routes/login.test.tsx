import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/features/session';
import { failed, loginData, sentBody } from '@/features/auth/test-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { Component as LoginPage } from './login';

const originalFetch = globalThis.fetch;

/** Who the session says is signed in: what the header would show. */
function SessionProbe() {
  const { user } = useSession();
  return <p data-testid="session">{user ? `${user.firstName} #${user.customer_id}` : 'signed out'}</p>;
}

const renderLogin = (route = '/login') =>
  renderWithProviders(
    <>
      <LoginPage />
      <SessionProbe />
      <Toaster />
    </>,
    { route },
  );

const location = () => screen.getByTestId('location').textContent;

/** Serves POST /login/ (ama@example.com / secret1) and POST /customer/authenticate/; records the bodies. */
function serveLogin() {
  const bodies: Record<string, unknown[]> = {};
  const calls = serveApi((url, init) => {
    (bodies[url.pathname] ??= []).push(sentBody(init));
    if (url.pathname.endsWith('/login/')) {
      const { email, password } = sentBody(init) as { email: string; password: string };
      if (email === 'ama@example.com' && password === 'secret1') return { body: { status: true, message: 'Login successful', data: loginData() } };
      return failed(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
    }
    if (url.pathname.endsWith('/customer/authenticate/')) return { body: { status: true, message: 'OK', data: { id: 41, customer_code: 'AGC123456' } } };
    return failed(404, 'There is no such path in this API.', 'ROUTE_NOT_FOUND');
  });
  return { calls, bodies };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  // Sonner keeps undismissed toasts and replays them to the next Toaster.
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

describe('login page', () => {
  it('has one heading, a title, the fields with their autocomplete, remember me and the links', () => {
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(document.title).toBe('Login | Akwaaba Market');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    // Checked by default: sessions last the spec's 7 days unless the shopper is on a shared phone.
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('shows each validation message inline and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = serveLogin();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Please enter a valid email address');

    await user.type(screen.getByLabelText('Email Address'), 'ama@example');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in through the session, toasts, and after 1 s goes to the stored redirectAfterLogin', async () => {
    const user = userEvent.setup();
    const { bodies } = serveLogin();
    sessionStorage.setItem('redirectAfterLogin', '/orders');
    renderLogin();
    expect(screen.getByTestId('session')).toHaveTextContent('signed out');

    await user.type(screen.getByLabelText('Email Address'), '  Ama@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(bodies['/customer/api/v1/login/']).toEqual([{ email: 'ama@example.com', password: 'secret1' }]);
    // The session feature stored the answer and registered the customer.
    expect(screen.getByTestId('session')).toHaveTextContent('Ama #41');
    expect(bodies['/customer/api/v1/customer/authenticate/']).toHaveLength(1);
    expect(location()).toBe('/login');
    await waitFor(() => expect(location()).toBe('/orders'));
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('goes home after login when nothing was stored, or to a guard’s returnUrl', async () => {
    const user = userEvent.setup();
    serveLogin();
    const first = renderLogin();
    await logIn(user, 'ama@example.com', 'secret1');
    await waitFor(() => expect(location()).toBe('/'));
    first.unmount();

    renderLogin('/login?returnUrl=/checkout');
    await logIn(user, 'ama@example.com', 'secret1');
    await waitFor(() => expect(location()).toBe('/checkout'));
  });

  it("joins a guest's wishlist hearts to the account once signed in, and forgets them here", async () => {
    const user = userEvent.setup();
    localStorage.setItem('guest_wishlist', JSON.stringify([7, 9]));
    const merged: unknown[] = [];
    serveApi((url, init) => {
      if (url.pathname.endsWith('/login/')) return { body: { status: true, message: 'Login successful', data: loginData() } };
      if (url.pathname.endsWith('/customer/authenticate/')) return { body: { status: true, message: 'OK', data: { id: 41, customer_code: 'AGC123456' } } };
      if (url.pathname.endsWith('/wishlist/merge/')) {
        merged.push(`${url.pathname}${url.search} ${JSON.stringify(sentBody(init))}`);
        return { body: { status: true, message: 'Wishlist merged', data: { items: [], unknown: [], over_limit: [] } } };
      }
      return failed(404, 'There is no such path in this API.', 'ROUTE_NOT_FOUND');
    });
    renderLogin();
    await logIn(user, 'ama@example.com', 'secret1');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(merged).toEqual(['/customer/api/v1/wishlist/merge/?customer_id=41 {"stock_ids":[7,9]}']));
    await waitFor(() => expect(localStorage.getItem('guest_wishlist')).toBeNull());
  });

  it('shows a wrong password inline and puts the focus back on the password', async () => {
    const user = userEvent.setup();
    serveLogin();
    sessionStorage.setItem('redirectAfterLogin', '/orders');
    renderLogin();
    await logIn(user, 'ama@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByTestId('session')).toHaveTextContent('signed out');
    expect(location()).toBe('/login');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/orders');
  });

  it('shows a network error inline and as a toast', async () => {
    const user = userEvent.setup();
    serveApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderLogin();
    await logIn(user, 'ama@example.com', 'secret1');
    await waitFor(() => expect(screen.getAllByText('Network error. Please check your connection.')).toHaveLength(2));
    expect(screen.getByLabelText('Password')).not.toHaveFocus();
  });

  it('shows other server messages inline, e.g. too many tries', async () => {
    const user = userEvent.setup();
    serveApi(() => failed(429, 'Too many requests. Please try again later.', 'RATE_LIMITED'));
    renderLogin();
    await logIn(user, 'ama@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getAllByText('Too many requests. Please try again later.')).toHaveLength(1);
  });

  it('translates the form and the messages (Spanish)', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('es'));
    try {
      serveLogin();
      renderLogin();
      expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      expect(await screen.findByText('Introduce un correo electrónico válido')).toBeInTheDocument();
      expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Correo electrónico'), 'ama@example.com');
      await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
      await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      // The server's English message, in Spanish.
      expect(await screen.findByRole('alert')).toHaveTextContent('Correo electrónico o contraseña incorrectos');
      expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
