import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, serveApi } from '@/test/render';
import { SessionProvider, useSession } from './index';
import { fakeJwt, LOGIN_DATA, storeSession } from '@/test/session';

const originalFetch = globalThis.fetch;
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

/** Shows who the session holds and offers its two actions. */
function Harness({ remember }: { remember?: boolean }) {
  const { user, isAuthenticated, signIn, signOut } = useSession();
  return (
    <>
      <p data-testid="who">{isAuthenticated && user ? `${user.firstName} | ${user.lastName} | ${user.customer_id} | ${user.customer_code}` : 'signed out'}</p>
      <button type="button" onClick={() => void signIn(LOGIN_DATA, remember === undefined ? undefined : { remember })}>
        Sign in
      </button>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      <button type="button" onClick={() => void signOut({ fromAccountPage: true })}>
        Sign out from My Account
      </button>
    </>
  );
}

const renderHarness = (props: { remember?: boolean } = {}, route = '/shop') =>
  renderWithProviders(
    <SessionProvider>
      <Harness {...props} />
      <Toaster />
    </SessionProvider>,
    { route },
  );

const who = () => screen.getByTestId('who');
const sessionCookies = () => ['access_token', 'refresh_token', 'customer_id', 'user_session'].map((name) => Cookies.get(name));

type Sent = { path: string; auth: string | null; body: unknown };
function serve(answer: (path: string) => { status?: number; body: unknown }) {
  const sent: Sent[] = [];
  serveApi((url, init) => {
    const path = url.pathname.replace('/customer/api/v1', '');
    sent.push({ path, auth: new Headers(init?.headers).get('authorization'), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer(path);
  });
  return sent;
}

describe('signing in', () => {
  it('stores the tokens and the session user in cookies, with the customer id and code from the shop backend', async () => {
    const sent = serve(() => ({ body: { status: true, message: 'OK', data: { id: 77, customer_code: 'AGC654321' } } }));
    renderHarness();
    expect(who()).toHaveTextContent('signed out');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(who()).toHaveTextContent('Ama | Owusu | 77 | AGC654321'));

    expect(sent).toEqual([
      {
        path: '/customer/authenticate/',
        auth: `Bearer ${LOGIN_DATA.access}`,
        body: { customer_uuid: LOGIN_DATA.user.id, first_name: 'Ama', last_name: 'Owusu', email: 'ama.owusu@example.com', phone_number: '+233244123456' },
      },
    ]);
    expect(Cookies.get('access_token')).toBe(LOGIN_DATA.access);
    expect(Cookies.get('refresh_token')).toBe('refresh-login');
    expect(Cookies.get('customer_id')).toBe('77');
    expect(JSON.parse(Cookies.get('user_session')!)).toEqual({
      id: LOGIN_DATA.user.id,
      email: 'ama.owusu@example.com',
      name: 'Ama Owusu',
      firstName: 'Ama',
      lastName: 'Owusu',
      otherNames: 'Serwaa',
      userName: 'ama_o',
      phone: '+233244123456',
      picture: null,
      countryCode: '+233',
      customer_id: 77,
      customer_code: 'AGC654321',
      accountType: 'customer',
      gender: 'Female',
      dateOfBirth: null,
      emailNotification: true,
      pushNotification: false,
      smsNotification: false,
      orderUpdates: true,
      promotions: false,
      newsletter: false,
    });
  });

  it("keeps the login's customer id when the shop backend cannot register the customer", async () => {
    serve(() => ({ status: 503, body: { status: false, message: 'Server error. Please try again later.' } }));
    renderHarness({ remember: false });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(who()).toHaveTextContent('Ama | Owusu | 42 |'));
    expect(Cookies.get('customer_id')).toBe('42');
    // Not remembered: the session ends with the browser, and says so for the token refresh.
    expect(JSON.parse(Cookies.get('user_session')!)).toMatchObject({ firstName: 'Ama', remember: false });
  });
});

describe('signing out', () => {
  it('revokes the refresh token, clears every session cookie, says so and goes home', async () => {
    const access = fakeJwt();
    storeSession({}, { access, refresh: 'refresh-9' });
    const sent = serve(() => ({ body: { status: true, message: 'Logged out' } }));
    renderHarness({}, '/shop?page=2');
    expect(who()).toHaveTextContent('Ama | Owusu | 42 | AGC123456');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/logout/', auth: `Bearer ${access}`, body: { refresh: 'refresh-9' } }]);
    expect(sessionCookies()).toEqual([undefined, undefined, undefined, undefined]);
    expect(who()).toHaveTextContent('signed out');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('clears the session even when the server fails, and says the logout failed', async () => {
    storeSession();
    serve(() => ({ status: 500, body: { status: false, message: 'Server error. Please try again later.' } }));
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Failed to logout')).toBeInTheDocument();
    expect(sessionCookies()).toEqual([undefined, undefined, undefined, undefined]);
    expect(who()).toHaveTextContent('signed out');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it("says My Account's text when the logout from My Account fails", async () => {
    storeSession();
    serve(() => ({ status: 500, body: { status: false, message: 'Server error. Please try again later.' } }));
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out from My Account' }));
    expect(await screen.findByText('Failed to log out. Please try again.')).toBeInTheDocument();
    expect(sessionCookies()).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('clears the session when the network is down', async () => {
    storeSession();
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    document.head.innerHTML = '<meta name="shop-api-key" content="k" />';
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Failed to logout')).toBeInTheDocument();
    expect(sessionCookies()).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('the stored session', () => {
  it('is repaired when the first or last name is missing: from the name, else from the email prefix', () => {
    storeSession({ firstName: '', lastName: '', name: 'Kofi Mensah Boateng' });
    const { unmount } = renderHarness();
    expect(who()).toHaveTextContent('Kofi | Mensah Boateng |');
    unmount();

    storeSession({ firstName: 'Kofi', lastName: undefined, name: 'Kofi Boateng' });
    const second = renderHarness();
    expect(who()).toHaveTextContent('Kofi | Boateng |');
    second.unmount();

    storeSession({ firstName: undefined, lastName: undefined, name: undefined, email: 'yaa.asantewaa@example.com' });
    renderHarness();
    expect(who()).toHaveTextContent(/^yaa\.asantewaa \|/);
  });

  it('keeps a complete stored session as it is', () => {
    storeSession({ firstName: 'Efua', lastName: 'Sutherland', name: 'Someone Else' });
    renderHarness();
    expect(who()).toHaveTextContent('Efua | Sutherland | 42 | AGC123456');
  });

  it('is no session without a token, or when the cookie is not a session', () => {
    storeSession();
    Cookies.remove('access_token', { path: '/' });
    Cookies.remove('refresh_token', { path: '/' });
    const { unmount } = renderHarness();
    expect(who()).toHaveTextContent('signed out');
    unmount();

    storeSession();
    Cookies.set('user_session', '{not json', { path: '/' });
    renderHarness();
    expect(who()).toHaveTextContent('signed out');
  });
});
