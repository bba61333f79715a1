import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storeSession } from '@/test/session';
import { renderWithProviders, serveApi } from '@/test/render';
import { AccountArea } from './account-area';
import { MobileMenuDialog } from './mobile-menu-dialog';

// The menu's code loads on demand; transform it once up front so the tests need not wait long for it.
beforeAll(() => import('./account-menu'));

const originalFetch = globalThis.fetch;
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const renderArea = (route = '/shop') =>
  renderWithProviders(
    <>
      <AccountArea />
      <button type="button">Elsewhere</button>
      <Toaster />
    </>,
    { route },
  );

const accountButton = () => screen.findByRole('button', { name: 'Ama' });

describe('account area', () => {
  it("shows 'Login' to a visitor", () => {
    renderArea();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Ama' })).not.toBeInTheDocument();
  });

  it("shows 'Login' again once taken over, when the first paint's hint of a session was wrong (decision 59)", () => {
    // index.html's script saw session cookies; the session turned out unusable, so this is a visitor.
    document.documentElement.setAttribute('data-session-hint', '');
    renderArea();
    expect(document.documentElement.hasAttribute('data-session-hint')).toBe(false);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('data-login-link');
  });

  it("shows a signed-in customer's first name, opening the account menu", async () => {
    storeSession();
    const user = userEvent.setup();
    renderArea();
    const button = await accountButton();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Ama' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Account', 'My Orders', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveFocus();

    await user.click(within(menu).getByRole('menuitem', { name: 'My Orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is used with the keyboard: arrows, Home and End move, Escape closes and gives focus back', async () => {
    storeSession();
    const user = userEvent.setup();
    renderArea();
    const button = await accountButton();
    button.focus();

    await user.keyboard('{ArrowDown}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('My Account')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('My Orders')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('My Account')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('My Account')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(item('My Account')).toHaveFocus();

    // Tab leaves the menu and closes it.
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when the customer clicks elsewhere', async () => {
    storeSession();
    const user = userEvent.setup();
    renderArea();
    await user.click(await accountButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("'Logout' ends the session, says so and shows 'Login' again", async () => {
    storeSession();
    serveApi(() => ({ body: { status: true, message: 'Logged out' } }));
    const user = userEvent.setup();
    renderArea('/brands');
    await user.click(await accountButton());
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(Cookies.get('access_token')).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});

describe('side menu account links', () => {
  it("offer 'Login' to a visitor", () => {
    renderWithProviders(<MobileMenuDialog id="menu" onClosed={() => {}} />);
    expect(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it("offer the account menu's entries to a signed-in customer", async () => {
    storeSession();
    serveApi(() => ({ body: { status: true, message: 'Logged out' } }));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <MobileMenuDialog id="menu" onClosed={() => {}} />
        <Toaster />
      </>,
      { route: '/shop' },
    );
    const account = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'My Account' });
    expect(within(account).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
    expect(within(account).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await user.click(within(account).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
