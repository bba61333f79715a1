import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '@shop/contract/addresses';
import { orderOf } from '@/test/order-fixtures';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { checkoutOf, deliveredToAccra, PLACES } from '../test-fixtures';
import { CheckoutPage } from './checkout-page';

// The delivery step and the address book: the saved addresses offered and filled in, a new one saved with the order.

const originalFetch = globalThis.fetch;
beforeEach(() => {
  clearSessionCookies();
  storeSession();
});
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const saved = (id: number, fields: Partial<Address>): Address => ({
  id,
  label: 'Home',
  first_name: 'Ama',
  last_name: 'Owusu',
  street_address: '12 Oxford Street',
  apartment: '',
  city: 'Accra',
  region: 'Greater Accra',
  postal_code: '00233',
  country: 'Ghana',
  phone: '0244123456',
  ghana_post_gps: '',
  is_default: false,
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  ...fields,
});
const HOME = saved(1, { is_default: true, apartment: 'Flat 3', ghana_post_gps: 'GA-183-8164' });
const WORK = saved(2, {
  label: 'Work',
  first_name: 'Kofi',
  last_name: 'Boateng',
  street_address: '5 Adum Road',
  city: 'Kumasi',
  region: 'Ashanti',
  phone: '0201234567',
});

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}
const ok = (data: unknown) => ({ body: { status: true, message: 'OK', data } });

function serveStep({ book = [HOME, WORK], checkout = checkoutOf() as unknown } = {}) {
  const calls: Call[] = [];
  serveApi((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/customer/api/v1', '');
    calls.push({ method, path, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined });
    if (path === '/delivery-location/') return ok(PLACES);
    if (path === '/address/' && method === 'POST') return { status: 201, ...ok(saved(9, { label: 'Other' })) };
    if (path === '/address/') return ok(book);
    if (path === '/checkout/place/') return { status: 201, ...ok(orderOf()) };
    if (method === 'PATCH') return ok(deliveredToAccra());
    return ok(checkout);
  });
  return calls;
}
const renderCheckout = () =>
  renderWithProviders(
    <>
      <CheckoutPage />
      <Toaster />
    </>,
    { route: '/checkout' },
  );
const picker = () => screen.getByRole('combobox', { name: 'Deliver to a saved address' });

describe('the delivery step and the address book', () => {
  it('fills in the default address when the step has none, and prices its place', async () => {
    const calls = serveStep();
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('12 Oxford Street, Flat 3'));
    expect(picker()).toHaveValue('1');
    expect(
      within(picker())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Home (default): 12 Oxford Street, Flat 3, Accra, Greater Accra', 'Work: 5 Adum Road, Kumasi, Ashanti', 'A new address']);
    expect(screen.getByLabelText('Region')).toHaveValue('Greater Accra');
    await waitFor(() => expect(screen.getByLabelText('Town or city')).toHaveValue('34'));
    expect(screen.getByLabelText(/Ghana post code/)).toHaveValue('GA-183-8164');
    expect(screen.getByText('The Home address is filled in below.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    const patch = calls.find((c) => c.method === 'PATCH')!.body!;
    expect(patch).toMatchObject({ delivery_option: 'Deliver', delivery_price_location: 34 });
    expect(patch.delivery_address).toMatchObject({
      address: '12 Oxford Street, Flat 3',
      state: 'Greater Accra',
      post_code: 'GA-183-8164',
      phone_number: '0244123456',
    });
    // A saved address is chosen: nothing to save.
    expect(screen.queryByRole('checkbox', { name: 'Save this address to my address book' })).not.toBeInTheDocument();
  });

  it('fills in another saved address when chosen, its recipient too; "A new address" offers to save one', async () => {
    serveStep();
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(picker()).toHaveValue('1'));
    await user.selectOptions(picker(), 'Work: 5 Adum Road, Kumasi, Ashanti');
    expect(screen.getByLabelText('Address')).toHaveValue('5 Adum Road');
    expect(screen.getByLabelText('Region')).toHaveValue('Ashanti');
    await waitFor(() => expect(screen.getByLabelText('Town or city')).toHaveValue('1'));
    expect(screen.getByLabelText('First name')).toHaveValue('Kofi');
    expect(screen.getByLabelText('Last name')).toHaveValue('Boateng');
    expect(screen.getByLabelText('Phone number')).toHaveValue('0201234567');
    await user.selectOptions(picker(), 'A new address');
    expect(screen.getByRole('checkbox', { name: 'Save this address to my address book' })).not.toBeChecked();
  });

  it('leaves an address the checkout already holds as it is', async () => {
    serveStep({
      checkout: {
        ...deliveredToAccra(),
        delivery_address: {
          first_name: 'Ama',
          last_name: 'Owusu',
          phone_number: '0244123456',
          email: 'ama.owusu@example.com',
          address: '3 Ring Road',
          address_2: '',
          street_name: '',
          town: 'Accra',
          city: 'Accra',
          state: 'Greater Accra',
          country: 'Ghana',
          administrative_area_level_1: '',
          administrative_area_level_2: '',
          post_code: '00233',
          plus_code: '',
        },
      },
    });
    renderCheckout();
    await waitFor(() => expect(picker()).toBeInTheDocument());
    expect(screen.getByLabelText('Address')).toHaveValue('3 Ring Road');
    expect(picker()).toHaveValue('');
  });

  it("saves a new address to the book once the order is placed, with 'Address added successfully!'", async () => {
    const calls = serveStep({ book: [] });
    const user = userEvent.setup();
    renderCheckout();
    await user.type(await screen.findByLabelText('Address'), '7 Harbour Road');
    await user.selectOptions(screen.getByLabelText('Region'), 'Greater Accra');
    await user.selectOptions(screen.getByLabelText('Town or city'), 'Tema');
    await user.type(screen.getByLabelText(/Ghana post code/), 'GT-012-3456');
    expect(screen.queryByRole('combobox', { name: 'Deliver to a saved address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    expect(screen.getByRole('combobox', { name: 'Save it as' })).toHaveValue('Home');
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/address/')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByText('Address added successfully!')).toBeInTheDocument();
    const post = calls.filter((c) => c.method === 'POST' && c.path === '/address/');
    expect(post).toHaveLength(1);
    expect(post[0]!.body).toEqual({
      label: 'Home',
      first_name: 'Ama',
      last_name: 'Owusu',
      street_address: '7 Harbour Road',
      city: 'Tema',
      region: 'Greater Accra',
      postal_code: 'GT-012-3456',
      phone: '+233244123456',
      ghana_post_gps: 'GT-012-3456',
    });
    // After the order, never before it.
    const order = calls.findIndex((c) => c.path === '/checkout/place/');
    expect(calls.findIndex((c) => c.method === 'POST' && c.path === '/address/')).toBeGreaterThan(order);
  });

  it('saves nothing when the box is left unticked', async () => {
    const calls = serveStep({ book: [] });
    const user = userEvent.setup();
    renderCheckout();
    await user.type(await screen.findByLabelText('Address'), '7 Harbour Road');
    await user.selectOptions(screen.getByLabelText('Region'), 'Greater Accra');
    await user.selectOptions(screen.getByLabelText('Town or city'), 'Tema');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/order-confirmation/));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/address/')).toEqual([]);
  });
});
