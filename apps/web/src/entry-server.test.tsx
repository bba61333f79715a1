import { describe, expect, it } from 'vitest';
import { category, notFound, ok, stockItem, stockPage } from '@/features/catalog/components/test-fixtures';
import { cartLine, cartOf } from '@/test/cart-fixtures';
import { PICKUP_STORES } from '@shop/contract/delivery';
import { cartQueryKey } from '@/features/cart/api/cart-api';
import { checkoutOf, PLACES } from '@/features/checkout/test-fixtures';
import { fakeJwt, SESSION_USER } from '@/test/session';
import { render, type RenderRequest } from './entry-server';
import type { ServerState } from './app/server-state';
import enCart from './locales/en/cart.json';
import enCheckout from './locales/en/checkout.json';
import es from './locales/es/catalog.json';

type Answer = { status?: number; body: unknown };

/** The API as the server's render reaches it (in process there): answers by path, and the requests it was sent. */
function api(handler: (url: URL) => Answer) {
  const calls: { url: URL; headers: Record<string, string> }[] = [];
  const fetchApi: RenderRequest['fetchApi'] = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, headers: init?.headers as Record<string, string> });
    const { status = 200, body } = handler(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetchApi };
}

const state = (text: string) => JSON.parse(text) as ServerState;

describe('the server render of a page', { timeout: 20_000 }, () => {
  it('renders a category with its products in the language of the cookie, and embeds its data and texts', async () => {
    const kente = { ...category(3, 'Tejidos kente'), slug: 'kente-textiles' };
    const { calls, fetchApi } = api((url) => (url.pathname.includes('/product-category/') ? ok(kente) : stockPage([stockItem(1, 'Estola kente')])));
    const page = await render({ url: '/category/kente-textiles', cookies: { preferred_language: 'es' }, fetchApi, publicKey: 'pk_server' });

    expect(page.status).toBe(200);
    expect(page.lang).toBe('es');
    expect(page.title).toBe('Tejidos kente');
    expect(page.markup).toMatch(/<h1[^>]*>Tejidos kente<\/h1>/);
    expect(page.markup).toContain('Estola kente');
    expect(page.markup).toContain(es.productsHeading);
    // The page's code, the hearts' and the footer's (drawn just after the takeover), and the cookie banner's (no
    // choice stored yet), announced for the browser to load at once.
    expect(page.sources).toEqual([
      'src/app/routes/category.tsx',
      'src/features/wishlist/components/wishlist-heart.tsx',
      'src/app/layout/footer-content.tsx',
      'src/app/layout/cookie-banner-panel.tsx',
    ]);
    expect(page.markup).toContain('data-cookie-banner');
    // A page kept for every shopper cannot know how many items this one's cart holds: its button says 'Cart' alone.
    expect(page.markup).toContain('aria-label="Carrito"');
    expect(page.markup).not.toMatch(/aria-label="Carrito, /);
    // The API was asked in the page's language, with the storefront's key, for what the page shows.
    expect(calls.map((call) => call.url.pathname).sort()).toEqual(['/customer/api/v1/product-category/kente-textiles/', '/customer/api/v1/stock/']);
    for (const call of calls) expect(call.headers).toMatchObject({ 'Accept-Language': 'es', 'x-api-key': 'pk_server' });

    const embedded = state(page.state);
    expect(embedded.page).toBe('category');
    expect(embedded.language).toBe('es');
    expect(embedded.translations.catalog).toEqual(es);
    expect(embedded.queries.queries.map((query) => query.queryKey[0])).toEqual(expect.arrayContaining(['categories', 'stock']));
  });

  it('answers 404 with the not-found page for a category the API does not know, and keeps the failure for the browser', async () => {
    const { fetchApi } = api((url) => (url.pathname.includes('/product-category/') ? notFound() : stockPage([])));
    const page = await render({ url: '/category/nothing', cookies: {}, fetchApi, publicKey: 'pk' });
    expect(page.status).toBe(404);
    expect(page.lang).toBe('en');
    // The page's failure, not a skeleton waiting for a fetch the server will not make.
    expect(page.markup).toMatch(/<h1[^>]*>Category unavailable<\/h1>/);
    expect(page.markup).not.toContain('aria-busy');
    const failed = state(page.state).queries.queries.find((query) => query.state.status === 'error');
    expect(failed?.state.error).toMatchObject({ apiError: true, status: 404, code: 'NOT_FOUND' });
  });

  it('answers 404 for an unknown address, and a shell (no data, not to be hydrated) for a page that is the shopper own', async () => {
    const { calls, fetchApi } = api(() => ok([]));
    const chosen = { cookie_consent: 'true', cookie_preferences: JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }) };
    const missing = await render({ url: '/no/such/page', cookies: chosen, fetchApi, publicKey: 'pk' });
    expect(missing.status).toBe(404);
    // Cookies chosen already: no banner, and none of its code announced.
    expect(missing.markup).not.toContain('data-cookie-banner');
    expect(missing.sources).toEqual(['src/app/routes/not-found.tsx', 'src/app/layout/footer-content.tsx']);
    expect(state(missing.state).page).toBe('notFound');

    const cart = await render({ url: '/cart', cookies: {}, fetchApi, publicKey: 'pk' });
    expect(cart.status).toBe(200);
    expect(state(cart.state).page).toBeUndefined();
    // The shell shows the page's heading above the spinner its page shows while loading; it announces none of its code.
    expect(cart.markup).toMatch(/<h1[^>]*>Your Cart<\/h1>/);
    expect(cart.markup).toContain('role="status"');
    expect(cart.sources).toEqual(['src/app/layout/cookie-banner-panel.tsx']);
    const checkout = await render({ url: '/checkout', cookies: chosen, fetchApi, publicKey: 'pk' });
    expect(checkout.markup).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    // The checkout's shell is its form's first section, disabled, with the phone hint its largest text (decision 43).
    const shell = document.createElement('div');
    shell.innerHTML = checkout.markup;
    const fields = [...shell.querySelectorAll('[aria-busy="true"] input')];
    expect(fields.map((input) => input.getAttribute('name'))).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(fields.every((input) => input.hasAttribute('disabled'))).toBe(true);
    expect(shell.textContent).toContain(enCheckout.contact.phoneHint);
    expect(checkout.sources).toEqual([]);
    // No other shopper's page gets a heading: the sign-in page's shell is the spinner.
    const login = await render({ url: '/login', cookies: chosen, fetchApi, publicKey: 'pk' });
    expect(login.markup).not.toContain('<h1');
    expect(login.sources).toEqual([]);
    expect(calls).toEqual([]);
  });

  describe("a signed-in shopper's cart (decision 44)", () => {
    const shea = cartLine({ id: 1, product: { id: 7, name: 'Shea Butter' }, quantity: 2 });
    const session = (access: string) => ({
      cookie_consent: 'true',
      access_token: access,
      refresh_token: 'refresh-1',
      customer_id: '42',
      user_session: JSON.stringify(SESSION_USER),
    });
    const cartAnswer = (url: URL): Answer => (url.pathname.endsWith('/cart/') ? ok(cartOf([shea])) : { status: 404, body: { status: false, message: 'no' } });

    it('is rendered from their session: their lines, their name in the header, their data embedded to take over signed in', async () => {
      const token = fakeJwt(900, 'server');
      const { calls, fetchApi } = api(cartAnswer);
      const page = await render({ url: '/cart', cookies: session(token), fetchApi, publicKey: 'pk' });

      expect(page.status).toBe(200);
      expect(page.own).toBe(true);
      expect(page.markup).toMatch(/<h1[^>]*>Your Cart<\/h1>/);
      expect(page.markup).toContain('Shea Butter');
      expect(page.markup).toContain('Order Summary');
      expect(page.markup).toContain('aria-label="Cart, 2 items"');
      expect(page.markup).toMatch(/aria-haspopup="menu"[^>]*>.*?>Ama</);
      expect(page.markup).not.toContain(enCart.loading);
      expect(page.sources).toEqual(['src/features/cart/components/cart-page.tsx', 'src/app/layout/account-menu.tsx', 'src/app/layout/footer-content.tsx']);
      // The cart was asked for with the shopper's own token, once.
      expect(calls.map((call) => call.url.pathname)).toEqual(['/customer/api/v1/cart/']);
      expect(calls[0]!.headers).toMatchObject({ Authorization: `Bearer ${token}` });
      const embedded = state(page.state);
      expect(embedded).toMatchObject({ page: 'cart', signedIn: true });
      expect(embedded.queries.queries.map((query) => query.queryKey)).toContainEqual(cartQueryKey(42));
    });

    it('renders the checkout too: its form filled from the session and the checkout, disabled until taken over', async () => {
      const { calls, fetchApi } = api((url) => {
        if (url.pathname.endsWith('/delivery-location/')) return ok(PLACES);
        if (url.pathname.endsWith('/platform-pickup-address/')) return ok(PICKUP_STORES);
        if (url.pathname.endsWith('/address/')) return ok([]);
        if (url.pathname.endsWith('/cart/')) return ok(cartOf([shea]));
        return url.pathname.endsWith('/checkout/') ? ok(checkoutOf()) : { status: 404, body: { status: false, message: 'no' } };
      });
      const page = await render({ url: '/checkout', cookies: session(fakeJwt()), fetchApi, publicKey: 'pk' });
      expect(page.own).toBe(true);
      expect(page.sources).toEqual([
        'src/app/routes/checkout.tsx',
        'src/features/session/require-auth.tsx',
        'src/app/layout/account-menu.tsx',
        'src/app/layout/footer-content.tsx',
      ]);
      const shell = document.createElement('div');
      shell.innerHTML = page.markup;
      const form = shell.querySelector('main form')!;
      expect(form.getAttribute('aria-label')).toBe(enCheckout.formLabel);
      expect(form.querySelector('fieldset')?.hasAttribute('disabled')).toBe(true);
      // The profile's contact details are in the HTML, as the form shows them.
      expect(form.querySelector('input[name="email"]')?.getAttribute('value')).toBe(SESSION_USER.email);
      expect(form.querySelector('input[name="firstName"]')?.getAttribute('value')).toBe(SESSION_USER.firstName);
      expect(form.textContent).toContain(enCheckout.method.title);
      // The header counts the shopper's items from the first paint, as on the cart page.
      expect(page.markup).toContain('aria-label="Cart, 2 items"');
      // Every answer its first render shows came from the server, each asked for once.
      expect(calls.map((call) => call.url.pathname).sort()).toEqual(
        ['/address/', '/cart/', '/checkout/', '/delivery-location/', '/platform-pickup-address/'].map((path) => `/customer/api/v1${path}`),
      );
      expect(state(page.state).signedIn).toBe(true);
    });

    it('is the shell when the token is about to expire, or the cart does not come, and no token goes with any other page', async () => {
      const expiring = api(cartAnswer);
      const soon = await render({ url: '/cart', cookies: session(fakeJwt(30)), fetchApi: expiring.fetchApi, publicKey: 'pk' });
      expect(soon.own).toBeUndefined();
      expect(state(soon.state).page).toBeUndefined();
      expect(soon.markup).toContain(enCart.loading);
      expect(expiring.calls).toEqual([]);

      const refused = api(() => ({ status: 401, body: { status: false, message: 'Token is invalid' } }));
      const failed = await render({ url: '/cart', cookies: session(fakeJwt()), fetchApi: refused.fetchApi, publicKey: 'pk' });
      expect(failed.own).toBeUndefined();
      expect(failed.markup).toContain(enCart.loading);
      expect(failed.markup).not.toContain('Shea Butter');
      // One try, no renewal on the server.
      expect(refused.calls.map((call) => call.url.pathname)).toEqual(['/customer/api/v1/cart/']);
      const embedded = state(failed.state);
      expect(embedded.signedIn).toBeUndefined();
      expect(embedded.queries.queries).toEqual([]);

      // A catalogue page is the same for everyone: rendered signed out, its calls without the token.
      const catalogue = api(() => stockPage([stockItem(1, 'Kente Stole')]));
      const shop = await render({ url: '/shop', cookies: session(fakeJwt()), fetchApi: catalogue.fetchApi, publicKey: 'pk' });
      expect(shop.own).toBeUndefined();
      expect(shop.markup).not.toContain(SESSION_USER.firstName);
      for (const call of catalogue.calls) expect(call.headers).not.toHaveProperty('Authorization');
    });
  });

  it("answers the router's redirect of a bare /brand as a redirect, without rendering", async () => {
    const { calls, fetchApi } = api(() => ok([]));
    for (const url of ['/brand', '/brand/'])
      expect(await render({ url, cookies: {}, fetchApi, publicKey: 'pk' })).toMatchObject({ status: 301, redirect: '/brands' });
    expect(calls).toEqual([]);
  });

  it('embeds the data so that nothing in it can end the script early', async () => {
    const sly = stockItem(1, '</script><script>alert(1)</script><!--');
    const { fetchApi } = api(() => stockPage([sly]));
    const page = await render({ url: '/shop', cookies: {}, fetchApi, publicKey: 'pk' });
    expect(page.state).not.toMatch(/<\/script|<!--/i);
    expect(JSON.stringify(state(page.state))).toContain(sly.product.name);
    // The markup escapes it as text.
    expect(page.markup).not.toContain('<script>alert(1)');
  });
});
