import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PICKUP_STORES } from '@shop/contract/delivery';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { orderOf } from '@/test/order-fixtures';
import { checkoutOf, deliveredToAccra, pickedUpAtAccraMall, PLACES } from '../test-fixtures';
import { CheckoutPage } from './checkout-page';

const originalFetch = globalThis.fetch;
beforeEach(() => {
  clearSessionCookies();
  storeSession();
});
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

type Answer = { status?: number; body: unknown };
interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
const ok = (data: unknown) => ({ body: { status: true, message: 'OK', data } });
const refused = (status: number, code: string, params?: unknown) => ({ body: { status: false, message: code, code, params } });

/** Serves the checkout's calls: GET from `checkout`, the lists from the fixtures, PATCH and place from the handlers. */
function serveCheckout({
  checkout = checkoutOf() as unknown,
  patch = (): Answer => ok(deliveredToAccra()),
  place = (): Answer | Promise<Answer> => ({ status: 201, ...ok(orderOf()) }),
  places = (): Answer => ok(PLACES),
  stores = (): Answer => ok(PICKUP_STORES),
} = {}) {
  const calls: Call[] = [];
  serveApi((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/customer/api/v1', '');
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: (init?.headers ?? {}) as Record<string, string> });
    if (path === '/delivery-location/') return places();
    if (path === '/platform-pickup-address/') return stores();
    // An empty address book: the step offers no saved address (saved-addresses.test.tsx has the book).
    if (path === '/address/') return ok([]);
    if (path === '/checkout/place/') return place();
    if (method === 'PATCH') return patch();
    return ok(checkout);
  });
  return calls;
}
const patches = (calls: Call[]) => calls.filter((call) => call.method === 'PATCH').map((call) => call.body as Record<string, unknown>);

const renderCheckout = () =>
  renderWithProviders(
    <>
      <CheckoutPage />
      <Toaster />
    </>,
    { route: '/checkout' },
  );

const summary = () => screen.getByRole('complementary', { name: 'Order Summary' });
const figure = (label: string) => within(summary()).getByText(label).nextElementSibling;
const location = () => screen.getByTestId('location').textContent;

/** Fills the address and chooses Greater Accra's Accra, the way a shopper does. */
async function chooseAccra(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Address'), '12 Oxford Street, near the Osu Castle');
  await user.selectOptions(screen.getByLabelText('Region'), 'Greater Accra');
  await user.selectOptions(screen.getByLabelText('Town or city'), 'Accra');
}

/** The form, once the checkout is in (until then its first section waits, disabled). */
const theForm = () => screen.findByRole('form', { name: 'Checkout details' });

describe('checkout page', () => {
  it('while the checkout loads, shows the contact section in place, disabled, with the hint and a spinner', async () => {
    serveCheckout();
    renderCheckout();
    const waiting = screen.getByLabelText('First name').closest('[aria-busy="true"]')!;
    expect(waiting).not.toBeNull();
    for (const label of ['First name', 'Last name', 'Email', 'Phone number']) expect(within(waiting as HTMLElement).getByLabelText(label)).toBeDisabled();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/.+/);
    expect(within(waiting as HTMLElement).getByRole('status')).toHaveTextContent('Loading');
    // Then the form takes its place, enabled and filled in.
    expect(within(await theForm()).getByLabelText('First name')).toBeEnabled();
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
  });

  it("prefills the contact fields from the customer's profile, with a phone keyboard", async () => {
    serveCheckout();
    renderCheckout();
    expect(within(await theForm()).getByLabelText('First name')).toHaveValue('Ama');
    expect(screen.getByLabelText('Last name')).toHaveValue('Owusu');
    expect(screen.getByLabelText('Email')).toHaveValue('ama.owusu@example.com');
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveValue('+233244123456');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(document.title).toBe('Checkout | Akwaaba Market');
    // The items and the server's figures, the delivery waiting for a choice.
    expect(within(summary()).getByText('Shea Butter')).toBeInTheDocument();
    expect(within(summary()).getByText('Size: 250 g')).toBeInTheDocument();
    expect(within(summary()).getByText('Qty: 2 × ₵45.00')).toBeInTheDocument();
    expect(figure('Subtotal')).toHaveTextContent('₵90.00');
    expect(figure('Tax (15%)')).toHaveTextContent('₵13.50');
    expect(figure('Delivery fee')).toHaveTextContent('Choose delivery or pickup');
    expect(screen.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
  });

  it('shows the empty cart with Continue Shopping when the checkout has no items', async () => {
    serveCheckout({ checkout: null });
    renderCheckout();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('button', { name: 'Complete Order' })).not.toBeInTheDocument();
  });

  it('says the cart could not be loaded, with a toast and a Retry that loads it', async () => {
    let fail = true;
    serveCheckout({ checkout: checkoutOf() });
    const served = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      fail && String(input).includes('/checkout/')
        ? Promise.resolve(
            new Response(JSON.stringify({ status: false, message: 'Internal error', code: 'INTERNAL' }), {
              status: 500,
              headers: { 'content-type': 'application/json' },
            }),
          )
        : served(input, init)) as typeof fetch;
    renderCheckout();
    expect(await screen.findByText('Data Loading Error')).toBeInTheDocument();
    expect(screen.getByText('Could not load your cart information. Please try refreshing the page.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await theForm()).getByLabelText('First name')).toHaveValue('Ama');
  });

  it("shows the spec's messages on their fields and focuses the first wrong one, sending nothing", async () => {
    const user = userEvent.setup();
    const calls = serveCheckout();
    renderCheckout();
    await user.clear(within(await theForm()).getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '024-ABC');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ama@');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));

    const first = screen.getByLabelText('First name');
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/Phone number can only contain numbers, spaces, and \+\(\)-/);
    for (const label of ['Region', 'Town or city', 'Address']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining('Please provide required delivery information'));
    }
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('prices a chosen place: the whole payload goes, the answer replaces the fee, the total and the speeds', async () => {
    const user = userEvent.setup();
    const calls = serveCheckout();
    renderCheckout();
    await chooseAccra(user);

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toEqual({
      delivery_option: 'Deliver',
      delivery_price_location: 34,
      billing_address: expect.objectContaining({
        first_name: 'Ama',
        last_name: 'Owusu',
        address: '12 Oxford Street, near the Osu Castle',
        state: 'Greater Accra',
        town: 'Accra',
      }),
      delivery_address: expect.objectContaining({ phone_number: '+233244123456', email: 'ama.owusu@example.com', city: 'Accra', post_code: '' }),
    });
    // The speeds show as soon as the place is known; the server's answer then checks the standard one.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Standard delivery/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /Express delivery/ })).toHaveAccessibleName(/₵30\.00/);
    expect(figure('Delivery fee')).toHaveTextContent('₵15.00');
    expect(figure('Total')).toHaveTextContent('₵118.50');
    // Announced to a screen reader as it changes.
    expect(screen.getByText('Delivery fee ₵15.00. Total ₵118.50.')).toHaveAttribute('role', 'status');
  });

  it('only lists the places of the chosen region, and a place sets its region', async () => {
    const user = userEvent.setup();
    serveCheckout();
    renderCheckout();
    const place = await screen.findByLabelText('Town or city');
    await waitFor(() => expect(place).toBeEnabled());
    await user.selectOptions(place, 'Kumasi (Ashanti)');
    expect(screen.getByLabelText('Region')).toHaveValue('Ashanti');
    expect(
      within(place)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a town or city', 'Kumasi', 'Obuasi']);
    // Another region clears a place outside it.
    await user.selectOptions(screen.getByLabelText('Region'), 'Greater Accra');
    expect(place).toHaveValue('');
  });

  it('waits for the address before pricing a place: the server needs it', async () => {
    const user = userEvent.setup();
    const calls = serveCheckout();
    renderCheckout();
    await user.selectOptions(await screen.findByLabelText('Region'), 'Greater Accra');
    await waitFor(() => expect(screen.getByLabelText('Town or city')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Town or city'), 'Accra');
    expect(screen.getByText(/to see the delivery options and their prices/)).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(0);
    await user.type(screen.getByLabelText('Address'), '4 Ring Road');
    await user.tab();
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
  });

  it('switching to pickup resets the delivery fee; choosing a store prices it', async () => {
    const user = userEvent.setup();
    let answer: unknown = deliveredToAccra();
    const calls = serveCheckout({ checkout: deliveredToAccra(), patch: () => ok(answer) });
    renderCheckout();
    await waitFor(() => expect(figure('Delivery fee')).toHaveTextContent('₵15.00'));

    await user.click(screen.getByRole('radio', { name: /Pickup/ }));
    expect(figure('Delivery fee')).toHaveTextContent('Choose delivery or pickup');
    expect(figure('Total')).toHaveTextContent('Choose delivery or pickup');
    expect(screen.getByRole('radio', { name: /Pay at pickup/ })).toBeChecked();
    expect(patches(calls)).toHaveLength(0);

    answer = pickedUpAtAccraMall();
    await user.click(await screen.findByRole('radio', { name: /Accra Mall/ }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toEqual({
      delivery_option: 'Pickup',
      billing_address: { first_name: 'Ama', last_name: 'Owusu', phone_number: '+233244123456', email: 'ama.owusu@example.com' },
      pickup_address: { first_name: 'Ama', last_name: 'Owusu', phone_number: '+233244123456', email: 'ama.owusu@example.com', platform_pickup_address: 2 },
    });
    await waitFor(() => expect(figure('Delivery fee')).toHaveTextContent('Free'));
    expect(figure('Total')).toHaveTextContent('₵103.50');
  });

  it('offers the six default stores with a toast titled Error when the pickup stores cannot be loaded', async () => {
    const user = userEvent.setup();
    serveCheckout({ stores: () => ({ status: 500, body: { status: false, message: 'Internal error', code: 'INTERNAL' } }) });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Pickup/ }));
    expect(await screen.findByText('Failed to load pickup locations. Using default locations instead.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Pickup store' });
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    for (const store of PICKUP_STORES) expect(within(group).getByRole('radio', { name: new RegExp(store.name) })).toBeInTheDocument();
  });

  it('clears the fee and says so when a chosen place cannot be priced', async () => {
    const user = userEvent.setup();
    serveCheckout({ patch: () => ({ status: 503, body: { status: false, message: 'Unavailable', code: 'UNAVAILABLE' } }) });
    renderCheckout();
    await chooseAccra(user);
    expect(await screen.findByText('Failed to update delivery location. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Update Failed')).toBeInTheDocument();
    expect(figure('Delivery fee')).toHaveTextContent('Choose delivery or pickup');
  });

  it('places the order with an Idempotency-Key after saving the form, and goes to the confirmation', async () => {
    const user = userEvent.setup();
    const calls = serveCheckout({ checkout: deliveredToAccra() });
    renderCheckout();
    await user.type(await screen.findByLabelText('Address'), '12 Oxford Street');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));

    await waitFor(() => expect(location()).toBe('/order-confirmation?order=AGH123456'));
    const sent = calls.filter((call) => call.method !== 'GET');
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual(['PATCH /checkout/', 'POST /checkout/place/']);
    expect(sent[0]!.body).toMatchObject({ delivery_option: 'Deliver', delivery_price_location: 34, delivery_speed: 'standard' });
    expect(sent[1]!.body).toEqual({ payment_method: 'pay_on_delivery' });
    expect(sent[1]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows Processing... while placing, and keeps the key when the shopper retries after a network failure', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    let release!: () => void;
    const calls = serveCheckout({
      checkout: deliveredToAccra(),
      place: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return new Promise((resolve) => (release = () => resolve({ status: 201, ...ok(orderOf()) })));
      },
    });
    renderCheckout();
    await user.type(await screen.findByLabelText('Address'), '12 Oxford Street');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByText('An error occurred during checkout. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Checkout Error')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    await waitFor(() => expect(location()).toBe('/order-confirmation?order=AGH123456'));
    const keys = calls.filter((call) => call.path === '/checkout/place/').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('names the line the stock no longer covers and reads the checkout again', async () => {
    const user = userEvent.setup();
    const calls = serveCheckout({
      checkout: deliveredToAccra(),
      place: () => ({ status: 409, ...refused(409, 'NOT_ENOUGH_STOCK', { product: 'Shea Butter', stock: 101, available: 1 }) }),
    });
    renderCheckout();
    await user.type(await screen.findByLabelText('Address'), '12 Oxford Street');
    const gets = () => calls.filter((call) => call.method === 'GET' && call.path === '/checkout/').length;
    const before = gets();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 of Shea Butter is left. Please change the quantity in your cart.');
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
    expect(location()).toBe('/checkout');
  });

  it('says so and goes to the cart when the cart emptied before placing', async () => {
    const user = userEvent.setup();
    serveCheckout({ checkout: deliveredToAccra(), place: () => ({ status: 422, ...refused(422, 'CHECKOUT_EMPTY') }) });
    renderCheckout();
    await user.type(await screen.findByLabelText('Address'), '12 Oxford Street');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByText('Please add items to your cart before checking out.')).toBeInTheDocument();
    expect(screen.getByText('Empty Cart')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/cart'));
  });

  it('shows the pay-on-delivery limit above the button', async () => {
    const user = userEvent.setup();
    serveCheckout({ checkout: deliveredToAccra(), place: () => ({ status: 422, ...refused(422, 'PAY_ON_DELIVERY_LIMIT', { max: '2000.00' }) }) });
    renderCheckout();
    await user.type(await screen.findByLabelText('Address'), '12 Oxford Street');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pay on delivery is available for orders up to GHS 2000.00. Please pay online.');
  });
});
