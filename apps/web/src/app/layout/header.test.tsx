import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, serveApi } from '@/test/render';
import { GUEST_CART_EVENT, GUEST_CART_KEY } from '@/features/cart';
import { Header } from './header';

// The side menu's code loads on demand; transform it once up front so the tests need not wait long for it.
beforeAll(() => import('./mobile-menu-dialog'));

const findMenu = () => screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

const line = (id: number, quantity: number) => ({ product: { id, name: `Product ${id}`, image: '', weight: 1, price: 10 }, quantity });

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('Header', () => {
  it('shows the logo and the main navigation', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Akwaaba Market' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(nav).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    expect(within(nav).getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('searches the shop with the trimmed term', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { route: '/brands' });
    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('combobox', { name: 'Search products' }), '  shea butter ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?search=shea+butter');
  });

  it('shows the current search on /shop, and an empty search goes to /shop', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { route: '/shop?search=kente&page=2' });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveValue('kente');
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop$/);
    expect(box).toHaveValue('');
  });

  it('changes the language and the page language, without a cookie when functional cookies are not allowed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Español', '中文']);
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(select, 'Español');
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(select).toHaveValue('es');
    expect(Cookies.get('preferred_language')).toBeUndefined();
  });

  it('remembers the language in a cookie when functional cookies are allowed', async () => {
    Cookies.set('cookie_consent', 'true');
    Cookies.set('cookie_preferences', JSON.stringify({ essential: true, functional: true, analytics: false, marketing: false }));
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '中文');
    expect(i18n.language).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(Cookies.get('preferred_language')).toBe('zh');
  });

  it('counts the items of the guest cart and follows its changes', () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([line(1, 2), line(2, 1)]));
    renderWithProviders(<Header />);
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toHaveAttribute('aria-haspopup', 'dialog');

    act(() => {
      localStorage.setItem(GUEST_CART_KEY, JSON.stringify([line(1, 1)]));
      window.dispatchEvent(new Event(GUEST_CART_EVENT));
    });
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();

    // Another tab emptied it.
    act(() => {
      localStorage.removeItem(GUEST_CART_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: GUEST_CART_KEY }));
    });
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('treats an unreadable guest cart as empty', () => {
    localStorage.setItem(GUEST_CART_KEY, '{not json');
    renderWithProviders(<Header />);
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('opens a dialog with search, navigation and language; Escape closes it and focus returns to Menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(menuButton);
    const dialog = await findMenu();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-controls', dialog.id);
    expect(within(dialog).getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Categories' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes with its close button and when a link is followed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(await findMenu()).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(await findMenu()).getByRole('link', { name: 'Brands' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/brands');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the menu open while Escape closes its search box's suggestions, then clears the box", async () => {
    const originalFetch = globalThis.fetch;
    serveApi(() => ({
      body: {
        status: true,
        message: 'Suggestions retrieved',
        data: [{ id: 3, name: 'Krobo Waist Beads', image: '', discounted_price: { amount: '20.00', currency: 'GHS' } }],
      },
    }));
    try {
      const user = userEvent.setup();
      renderWithProviders(<Header />);
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const dialog = await findMenu();
      await user.type(within(dialog).getByRole('combobox', { name: 'Search products' }), 'beads');
      await within(dialog).findByRole('option', { name: /Krobo Waist Beads/ });

      await user.keyboard('{Escape}');
      expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(within(dialog).getByRole('combobox', { name: 'Search products' })).toHaveValue('');
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      globalThis.fetch = originalFetch;
    }
  });

  it('closes after a search from the menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.type(within(await findMenu()).getByRole('combobox', { name: 'Search products' }), 'beads{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?search=beads');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('mobile menu in a browser with modal dialogs', () => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  afterEach(() => {
    delete proto.showModal;
    delete proto.close;
  });

  it('opens with showModal and closes with close', async () => {
    const opened: HTMLDialogElement[] = [];
    proto.showModal = function (this: HTMLDialogElement) {
      opened.push(this);
      this.setAttribute('open', '');
    };
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(opened).toEqual([await findMenu()]);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
