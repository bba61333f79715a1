import { randomBytes } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { API_BASE, API_KEY_HEADER, COOKIE_NAMES } from '@shop/contract';
import type { Shop } from './shop-server';

// A shopper who has signed up (through the real calls, with the one-time code the shop mailed) and put a product in
// their cart: the cart and the checkout are measured as the shopper who reaches them sees them, not as an empty cart or
// a visitor sent on to the login page.

export interface Shopper {
  email: string;
  password: string;
}

async function call<T>(shop: Shop, method: string, path: string, body: unknown, bearer?: string): Promise<T> {
  const res = await fetch(`${shop.origin}${API_BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', [API_KEY_HEADER]: shop.publicKey, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Signs a new shopper up and puts one of stock item `stockId` in their cart. */
export async function newShopperWithACart(shop: Shop, stockId: number): Promise<Shopper> {
  const id = randomBytes(6).toString('hex');
  const shopper = { email: `bench.${id}@example.com`, password: 'Kente-2024' };
  await call(shop, 'POST', '/user-setting/request-otp/', { email: shopper.email, is_sign_up: true });
  await call(shop, 'POST', '/user-setting/', {
    email: shopper.email,
    phone_number: '024 412 3456',
    password: shopper.password,
    otp: await shop.mail.codeFor(shopper.email),
    profile: { first_name: 'Ama', last_name: 'Mensah', other_names: '', user_name: `bench_${id}`, gender: 'Female' },
  });
  const session = await call<{ access: string; customer_id: number }>(shop, 'POST', '/login/', shopper);
  await call(shop, 'POST', '/cart/', { stock: stockId, quantity: 1, customer: session.customer_id }, session.access);
  return shopper;
}

/**
 * Signs the shopper in on the login page of `page`, as they would (having chosen essential cookies, which a session
 * needs to last beyond the page), and waits until the storefront has stored the session.
 */
export async function signIn(page: Page, shop: Shop, shopper: Shopper): Promise<void> {
  const preferences = JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false });
  await page.setCookie(
    { name: COOKIE_NAMES.consent, value: 'true', url: shop.origin },
    { name: COOKIE_NAMES.preferences, value: encodeURIComponent(preferences), url: shop.origin },
  );
  await page.goto(`${shop.origin}/login`);
  await page.locator('main input[name="email"]').fill(shopper.email);
  await page.locator('main input[name="password"]').fill(shopper.password);
  await page.locator('main form button[type="submit"]').click();
  await page
    .waitForFunction((name) => document.cookie.includes(`${name}=`), { timeout: 15_000 }, COOKIE_NAMES.accessToken)
    .catch(() => Promise.reject(new Error(`signing ${shopper.email} in stored no session within 15 s (the tab shows ${page.url()})`)));
  // The login page goes on to the home page a second later; the measured page is opened after that.
  await page.waitForFunction(() => location.pathname !== '/login', { timeout: 15_000 });
}
