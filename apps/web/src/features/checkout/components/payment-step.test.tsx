import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentAttempt } from '@shop/contract/payments';
import { PICKUP_STORES } from '@shop/contract/delivery';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';
import { orderOf } from '@/test/order-fixtures';
import { deliveredToAccra, PLACES } from '../test-fixtures';
import { CheckoutPage } from './checkout-page';
import { isFromFrame } from './payment-frame';

// Paying online (issue 12): the method choice, the provider's page, the server asked about the attempt, the overlay,
// paying the same order again, and a pending payment found again after a reload. The network is the boundary.

const originalFetch = globalThis.fetch;
beforeEach(() => {
  clearSessionCookies();
  storeSession();
  sessionStorage.clear();
});
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
  delete window.PaystackPop;
  document.querySelectorAll('script').forEach((script) => script.remove());
});

type Answer = { status?: number; body: unknown };
interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
const ok = (data: unknown) => ({ body: { status: true, message: 'OK', data } });
const ONLINE = ['mobile_money', 'card', 'bank_transfer', 'pay_on_delivery'] as const;

const attemptOf = (overrides: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  reference: 'AGH123456-1-x7k2q9',
  status: 'pending',
  method: 'mobile_money',
  order_id: 'AGH123456',
  amount: { amount: '118.50', currency: 'GHS' },
  expires_at: '2026-03-02T09:15:00.000Z',
  browser: { kind: 'iframe', url: '/payment-sandbox/pay/AGH123456-1-x7k2q9' },
  refund: null,
  ...overrides,
});

/** Serves the checkout (paid online or on delivery), the place and pay-again calls and GET /payment/:reference/. */
function servePayment({
  checkout = deliveredToAccra() as unknown,
  place = (): Answer => ({ status: 201, ...ok({ ...orderOf({ payment_method: 'mobile_money' }), payment: attemptOf() }) }),
  payAgain = (): Answer => ({ status: 201, ...ok(attemptOf({ reference: 'AGH123456-2-abcdef' })) }),
  payment = (_reference: string): Answer => ok(attemptOf()),
} = {}) {
  const calls: Call[] = [];
  serveApi((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/customer/api/v1', '');
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: (init?.headers ?? {}) as Record<string, string> });
    if (path === '/delivery-location/') return ok(PLACES);
    if (path === '/platform-pickup-address/') return ok(PICKUP_STORES);
    // An empty address book: the step offers no saved address.
    if (path === '/address/') return ok([]);
    if (path === '/checkout/place/') return place();
    if (path.endsWith('/payments/')) return payAgain();
    if (path.startsWith('/payment/')) return payment(decodeURIComponent(path.split('/')[2]!));
    if (method === 'PATCH') return ok(checkout);
    return ok(checkout);
  });
  return calls;
}
const sent = (calls: Call[], prefix: string) => calls.filter((call) => `${call.method} ${call.path}`.startsWith(prefix));

const renderCheckout = () =>
  renderWithProviders(
    <>
      <CheckoutPage />
      <Toaster />
    </>,
    { route: '/checkout' },
  );
const location = () => screen.getByTestId('location').textContent;

/** The address typed, mobile money chosen with MTN and a number, Complete Order pressed. */
async function payByMobileMoney(user: ReturnType<typeof userEvent.setup>, number = '0551234987') {
  await user.type(await screen.findByLabelText('Address'), '12 Oxford Street');
  await user.click(screen.getByRole('radio', { name: /Mobile money/ }));
  await user.selectOptions(screen.getByLabelText('Network'), 'MTN MoMo');
  await user.type(screen.getByLabelText('Mobile money number'), number);
  await user.click(screen.getByRole('button', { name: 'Complete Order' }));
}

/** A message as the sandbox page posts it, from `source` at `origin`. */
function postFromFrame(source: Window | null, origin = window.location.origin, status = 'successful') {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, source, data: { type: 'sandbox:payment', reference: 'AGH123456-1-x7k2q9', status } }));
  });
}

describe('the payment step', () => {
  it('lists the methods the checkout can be paid with; mobile money asks for its network and number', async () => {
    const user = userEvent.setup();
    const calls = servePayment({ checkout: { ...deliveredToAccra(), payment_methods: [...ONLINE] } });
    renderCheckout();
    const group = await screen.findByRole('group', { name: 'Payment method' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      expect.stringMatching(/^Mobile money/),
      expect.stringMatching(/^Card/),
      expect.stringMatching(/^Bank transfer/),
      expect.stringMatching(/^Pay on delivery/),
    ]);
    expect(screen.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
    expect(screen.queryByLabelText('Network')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Address'), '12 Oxford Street');
    await user.click(screen.getByRole('radio', { name: /Mobile money/ }));
    const network = screen.getByLabelText('Network');
    expect(
      within(network)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose your network', 'MTN MoMo', 'Telecel Cash', 'AirtelTigo Money']);
    await user.type(screen.getByLabelText('Mobile money number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(network).toHaveAccessibleDescription('Choose your mobile money network'));
    expect(screen.getByLabelText('Mobile money number')).toHaveAccessibleDescription(/Enter a Ghana mobile money number of 10 digits/);
    expect(sent(calls, 'POST')).toEqual([]);
  });

  it('places with the wallet, opens the page in a 600 px frame, and goes to My Orders when the server says it is paid', async () => {
    const user = userEvent.setup();
    let status: PaymentAttempt['status'] = 'pending';
    const calls = servePayment({ checkout: { ...deliveredToAccra(), payment_methods: [...ONLINE] }, payment: () => ok(attemptOf({ status })) });
    renderCheckout();
    await payByMobileMoney(user, '+233 55 123 4987');

    const dialog = await screen.findByRole('dialog', { name: 'Pay for order AGH123456' });
    const frame = within(dialog).getByTitle("Payment provider's page");
    expect(frame).toHaveAttribute('src', '/payment-sandbox/pay/AGH123456-1-x7k2q9');
    expect(frame).toHaveClass('h-[600px]');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(sent(calls, 'POST /checkout/place/')[0]!.body).toEqual({
      payment_method: 'mobile_money',
      mobile_money: { network: 'mtn', phone: '+233 55 123 4987' },
    });

    status = 'successful';
    postFromFrame((frame as HTMLIFrameElement).contentWindow);
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to your orders...')).toBeInTheDocument();
    expect(sent(calls, 'GET /payment/AGH123456-1-x7k2q9/')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/checkout');
    await waitFor(() => expect(location()).toBe('/orders'), { timeout: 3000 });
  });

  it("only listens to its own frame's window at its page's origin, and a message is only a reason to ask the server", async () => {
    const user = userEvent.setup();
    const calls = servePayment({ checkout: { ...deliveredToAccra(), payment_methods: [...ONLINE] } });
    renderCheckout();
    await payByMobileMoney(user);
    const frame = (await screen.findByTitle("Payment provider's page")) as HTMLIFrameElement;

    postFromFrame(window); // another window
    postFromFrame(frame.contentWindow, 'https://evil.example'); // the right window, another origin
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent(calls, 'GET /payment/')).toHaveLength(0);

    // The frame says it is paid; the server says it is still pending: nothing is paid, the payment shows pending.
    postFromFrame(frame.contentWindow);
    expect(await screen.findByText('Payment Pending')).toBeInTheDocument();
    expect(screen.getByText('Your payment is being processed...').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });

  it('the origin check: a relative page is ours, an absolute one its own origin', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const source = frame.contentWindow;
    expect(isFromFrame({ origin: window.location.origin, source }, frame, '/payment-sandbox/pay/x')).toBe(true);
    expect(isFromFrame({ origin: 'https://pay.example', source }, frame, '/payment-sandbox/pay/x')).toBe(false);
    expect(isFromFrame({ origin: 'https://pay.example', source }, frame, 'https://pay.example/p/x')).toBe(true);
    expect(isFromFrame({ origin: 'https://pay.example', source: window }, frame, 'https://pay.example/p/x')).toBe(false);
    frame.remove();
  });

  it('a decline shows FAILED with its toast; Close, and Complete Order pays the same order again with a new key', async () => {
    const user = userEvent.setup();
    const calls = servePayment({
      checkout: { ...deliveredToAccra(), payment_methods: [...ONLINE] },
      payment: () => ok(attemptOf({ status: 'failed', browser: null })),
    });
    renderCheckout();
    await payByMobileMoney(user, '0551234999');
    const frame = (await screen.findByTitle("Payment provider's page")) as HTMLIFrameElement;
    postFromFrame(frame.contentWindow, window.location.origin, 'failed');

    expect(await screen.findByText('Payment Failed', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Your payment was not successful. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Please try again.')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Mobile money number'));
    await user.type(screen.getByLabelText('Mobile money number'), '0551234987');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByTitle("Payment provider's page")).toBeInTheDocument();
    expect(sent(calls, 'POST /checkout/place/')).toHaveLength(1);
    const again = sent(calls, 'POST /order/AGH123456/payments/');
    expect(again).toHaveLength(1);
    expect(again[0]!.body).toEqual({ payment_method: 'mobile_money', mobile_money: { network: 'mtn', phone: '0551234987' } });
    expect(again[0]!.headers['idempotency-key']).not.toBe(sent(calls, 'POST /checkout/place/')[0]!.headers['idempotency-key']);
  });

  it('Escape closes the page and clears the status; the next try pays the same order again', async () => {
    const user = userEvent.setup();
    const calls = servePayment({ checkout: { ...deliveredToAccra(), payment_methods: [...ONLINE] } });
    renderCheckout();
    await payByMobileMoney(user);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Payment Pending')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('pendingPayment')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(sent(calls, 'POST /order/AGH123456/payments/')).toHaveLength(1));
  });

  it('says the payment could not be started when the provider was not reached, and pays the order again next', async () => {
    const user = userEvent.setup();
    const calls = servePayment({
      checkout: { ...deliveredToAccra(), payment_methods: [...ONLINE] },
      place: () => ({ status: 201, ...ok({ ...orderOf(), payment: attemptOf({ status: 'failed', browser: null }) }) }),
    });
    renderCheckout();
    await payByMobileMoney(user);
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Payment Error')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(sent(calls, 'POST /order/AGH123456/payments/')).toHaveLength(1));
  });

  it('says so above the button when the order no longer awaits payment, and the next try places a new order', async () => {
    const user = userEvent.setup();
    const calls = servePayment({
      checkout: { ...deliveredToAccra(), payment_methods: [...ONLINE] },
      payment: () => ok(attemptOf({ status: 'failed', browser: null })),
      payAgain: () => ({ status: 409, body: { status: false, message: 'This order is not awaiting payment.', code: 'ORDER_NOT_AWAITING_PAYMENT' } }),
    });
    renderCheckout();
    await payByMobileMoney(user);
    postFromFrame(((await screen.findByTitle("Payment provider's page")) as HTMLIFrameElement).contentWindow, window.location.origin, 'failed');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByText('This order is not awaiting payment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(sent(calls, 'POST /checkout/place/')).toHaveLength(2));
    expect(sent(calls, 'POST /order/AGH123456/payments/')).toHaveLength(1);
  });

  it("reads 'Loading Payment System...' while Paystack's script loads, then resumes its transaction", async () => {
    const user = userEvent.setup();
    const resume = vi.fn();
    const calls = servePayment({
      checkout: { ...deliveredToAccra(), payment_methods: [...ONLINE] },
      place: () => ({
        status: 201,
        ...ok({ ...orderOf(), payment: attemptOf({ method: 'card', browser: { kind: 'paystack-inline', access_code: 'acc_123', public_key: 'pk_test_x' } }) }),
      }),
      payment: () => ok(attemptOf({ status: 'successful', browser: null })),
    });
    renderCheckout();
    await user.type(await screen.findByLabelText('Address'), '12 Oxford Street');
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));

    expect(await screen.findByRole('button', { name: 'Loading Payment System...' })).toBeDisabled();
    expect(document.querySelector('script[src="https://js.paystack.co/v2/inline.js"]')).not.toBeNull();
    // Enter in a field submits the form anyway: it waits for the payment system.
    fireEvent.submit(screen.getByRole('form', { name: 'Checkout details' }));
    expect(await screen.findByText('Please wait for the payment system to load and try again.')).toBeInTheDocument();

    window.PaystackPop = class {
      resumeTransaction = resume;
    };
    await waitFor(() => expect(resume).toHaveBeenCalledWith('acc_123', expect.objectContaining({ onSuccess: expect.any(Function) })));
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
    act(() => (resume.mock.calls[0]![1] as { onSuccess(t: unknown): void }).onSuccess({}));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(sent(calls, 'GET /payment/')).toHaveLength(1);
  });

  it("says the payment form could not be loaded when Paystack's script fails", async () => {
    const user = userEvent.setup();
    servePayment({
      checkout: { ...deliveredToAccra(), payment_methods: [...ONLINE] },
      place: () => ({
        status: 201,
        ...ok({ ...orderOf(), payment: attemptOf({ browser: { kind: 'paystack-inline', access_code: 'acc_123', public_key: 'pk_test_x' } }) }),
      }),
    });
    renderCheckout();
    await user.type(await screen.findByLabelText('Address'), '12 Oxford Street');
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await screen.findByRole('button', { name: 'Loading Payment System...' });
    fireEvent.error(document.querySelector('script[src="https://js.paystack.co/v2/inline.js"]')!);
    expect(await screen.findByText('Failed to load payment form. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Payment Loading Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
  });

  it('after a reload, a pending payment kept for the tab opens its page again (the shopper may not have paid yet) and is asked about until it is paid', async () => {
    sessionStorage.setItem('pendingPayment', JSON.stringify({ reference: 'AGH123456-1-x7k2q9', orderId: 'AGH123456' }));
    let asked = 0;
    const calls = servePayment({ payment: () => ok(attemptOf({ status: (asked += 1) > 1 ? 'successful' : 'pending' })) });
    renderCheckout();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('/payment-sandbox/pay/AGH123456-1-x7k2q9');
    expect(await screen.findByText('Payment Successful!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent(calls, 'GET /payment/AGH123456-1-x7k2q9/')).toHaveLength(2);
    expect(sessionStorage.getItem('pendingPayment')).toBeNull();
  });

  it('after a reload, a pending payment whose page can no longer be opened shows PENDING', async () => {
    sessionStorage.setItem('pendingPayment', JSON.stringify({ reference: 'AGH123456-1-x7k2q9', orderId: 'AGH123456' }));
    servePayment({ payment: () => ok(attemptOf({ status: 'pending', browser: null })) });
    renderCheckout();
    expect(await screen.findByText('Payment Pending')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after a reload, a declined payment shows FAILED and forgets it', async () => {
    sessionStorage.setItem('pendingPayment', JSON.stringify({ reference: 'AGH123456-1-x7k2q9', orderId: 'AGH123456' }));
    servePayment({ payment: () => ok(attemptOf({ status: 'expired', browser: null })) });
    renderCheckout();
    expect(await screen.findByText('Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('The amount taken for this payment will be refunded to you.')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('pendingPayment')).toBeNull();
  });

  it('money taken that did not pay the order (paid after its hold ended) shows FAILED and says it will be refunded', async () => {
    sessionStorage.setItem('pendingPayment', JSON.stringify({ reference: 'AGH123456-1-x7k2q9', orderId: 'AGH123456' }));
    servePayment({ payment: () => ok(attemptOf({ status: 'failed', browser: null, refund: 'due' })) });
    renderCheckout();
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('The amount taken for this payment will be refunded to you.')).toBeInTheDocument();
  });
});
