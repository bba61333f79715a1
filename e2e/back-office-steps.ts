import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, PAGE_LOAD, stockIdOf } from './fixtures';

// Steps of the back office's journeys (issue 16) that its own tests and the accessibility check share.

const API = '/customer/api/v1';
const KEY = { 'x-api-key': 'pk_dev_akwaaba_public_storefront_key' };

/** Signs in at /admin in a browser context of its own (a staff session is the tab's, apart from any shopper's). */
export async function staffPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible(PAGE_LOAD);
  return page;
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** A delivery to Accra of one bar of black soap, placed through the storefront's calls as the shopper's browser would. */
export async function placeDelivery(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post(`${API}/login/`, { data: { email: account.email, password: account.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { access, customer_id } = (await login.json()).data as { access: string; customer_id: number };
  const headers = { ...KEY, authorization: `Bearer ${access}` };
  // The item the checkout journeys buy: no journey counts its stock (checkout-steps.ts).
  const added = await request.post(`${API}/cart/`, {
    headers,
    data: { stock: stockIdOf('BSOAP-RAW-250'), quantity: 1, customer: customer_id, currency: 'GHS' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const person = { first_name: 'Ama', last_name: 'Mensah', phone_number: '+233 24 412 3456', email: account.email };
  const checkout = await request.patch(`${API}/checkout/?customer_id=${customer_id}`, {
    headers,
    data: {
      delivery_option: 'Deliver',
      delivery_price_location: 34,
      billing_address: person,
      delivery_address: { ...person, address: '12 Oxford Street, Osu', city: 'Accra', state: 'Greater Accra' },
    },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const placed = await request.post(`${API}/checkout/place/?customer_id=${customer_id}`, {
    headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { payment_method: 'pay_on_delivery' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()).data as { order_id: string }).order_id;
}
