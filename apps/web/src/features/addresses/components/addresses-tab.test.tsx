import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '@shop/contract/addresses';
import { ProfilePage } from '@/features/account';
import { renderWithProviders, serveApi } from '@/test/render';
import { clearSessionCookies, storeSession } from '@/test/session';

// The Addresses tab through My Account, against a fake network: the book answers as the API does.

beforeAll(() => import('./addresses-tab'));
const originalFetch = globalThis.fetch;
beforeEach(() => {
  clearSessionCookies();
  storeSession();
});
afterEach(() => {
  toast.dismiss();
  globalThis.fetch = originalFetch;
});

const at = (id: number, fields: Partial<Address> = {}): Address => ({
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

const HOME = at(1, { is_default: true, apartment: 'Flat 3', ghana_post_gps: 'GA-183-8164' });
const WORK = at(2, { label: 'Work', street_address: '5 Adum Road', city: 'Kumasi', region: 'Ashanti', phone: '0201234567' });

/** A book on the fake network: the five calls, with the server's answers and refusals. */
function serveBook(initial: Address[], refuse?: { status: number; body: unknown }) {
  let book = [...initial];
  const sorted = () => [...book].sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id);
  const bodies: unknown[] = [];
  const calls = serveApi((url, init) => {
    const method = init?.method ?? 'GET';
    const id = Number(/\/address\/(\d+)\//.exec(url.pathname)?.[1]);
    if (method !== 'GET' && refuse) return refuse;
    if (method === 'GET') return { body: { status: true, message: 'Addresses retrieved', data: sorted() } };
    if (method === 'POST' && url.pathname.endsWith('/default/')) {
      book = book.map((a) => ({ ...a, is_default: a.id === id }));
      return { body: { status: true, message: 'Default address updated', data: sorted() } };
    }
    if (method === 'POST') {
      const body = JSON.parse(String(init?.body)) as Partial<Address>;
      bodies.push(body);
      const made = at(100 + book.length, { ...body, is_default: book.length === 0 });
      book.push(made);
      return { status: 201, body: { status: true, message: 'Address added successfully!', data: made } };
    }
    if (method === 'PATCH') {
      bodies.push(JSON.parse(String(init?.body)));
      book = book.map((a) => (a.id === id ? { ...a, ...(JSON.parse(String(init?.body)) as Partial<Address>) } : a));
      return { body: { status: true, message: 'Address updated successfully!', data: book.find((a) => a.id === id) } };
    }
    book = book.filter((a) => a.id !== id);
    return { body: { status: true, message: 'Address deleted successfully!', data: sorted() } };
  });
  return { calls, bodies, book: () => book };
}

const renderTab = () =>
  renderWithProviders(
    <>
      <ProfilePage />
      <Toaster />
    </>,
    { route: '/profile?tab=addresses' },
  );
const card = (label: string) => screen.getByRole('article', { name: label });

describe('the Addresses tab', () => {
  it('lists the book: label, Default badge, name, lines, region, phone and GPS, Set as default only on the others', async () => {
    const { calls } = serveBook([HOME, WORK]);
    renderTab();
    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('aria-selected', 'true');
    const home = await screen.findByRole('article', { name: 'Home' });
    expect(calls.map((u) => `${u.pathname}${u.search}`)).toEqual(['/customer/api/v1/address/?customer_id=42']);
    expect(within(home).getByText('Default')).toBeInTheDocument();
    for (const text of [
      'Ama Owusu',
      '12 Oxford Street',
      'Flat 3',
      'Accra, Greater Accra',
      '00233, Ghana',
      'Phone: 0244123456',
      'Ghana Post GPS: GA-183-8164',
    ]) {
      expect(within(home).getByText(text)).toBeInTheDocument();
    }
    expect(within(home).queryByRole('button', { name: /as default/ })).not.toBeInTheDocument();
    const work = card('Work');
    expect(within(work).queryByText('Default')).not.toBeInTheDocument();
    expect(within(work).getByText('Kumasi, Ashanti')).toBeInTheDocument();
    expect(within(work).getByRole('button', { name: 'Set the Work address as default' })).toBeInTheDocument();
    // The default comes first.
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Home', 'Work']);
  });

  it('says so when the book is empty, and the add form starts with the first name and phone of the profile', async () => {
    serveBook([]);
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('No addresses saved yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    const form = screen.getByRole('form', { name: 'Add New Address' });
    expect(within(form).getByRole('combobox', { name: 'Address label' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Ama');
    expect(within(form).getByRole('textbox', { name: 'Last name' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Phone number' })).toHaveValue('+233244123456');
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue('Ghana');
    expect(
      within(within(form).getByRole('combobox', { name: 'Country' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ghana']);
  });

  it("shows the spec's message of every required field, and the Ghana rules, without calling the server", async () => {
    const { calls } = serveBook([HOME]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const form = screen.getByRole('form', { name: 'Add New Address' });
    await user.clear(within(form).getByRole('textbox', { name: 'First name' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Phone number' }));
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    for (const message of [
      'Address label is required',
      'First name is required',
      'Last name is required',
      'Street address is required',
      'City is required',
      'State/Region is required',
      'Postal code is required',
      'Phone number is required',
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByRole('combobox', { name: 'Address label' })).toHaveFocus();

    await user.type(within(form).getByRole('textbox', { name: 'Phone number' }), '0123456789');
    await user.type(within(form).getByRole('textbox', { name: /Ghana Post GPS address/ }), 'GA-18-816');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await within(form).findByText('Please enter a valid Ghana phone number')).toBeInTheDocument();
    expect(within(form).getByText('Enter a Ghana Post GPS address such as GA-183-8164')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("adds an address (normalised), says 'Address added successfully!' and lists it", async () => {
    const { bodies } = serveBook([HOME]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const form = screen.getByRole('form', { name: 'Add New Address' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Address label' }), 'Work');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Owusu');
    await user.type(within(form).getByRole('textbox', { name: 'Street address' }), '7 Harbour Road');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Tema');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'State/Region' }), 'Greater Accra');
    await user.type(within(form).getByRole('textbox', { name: 'Postal code' }), '00233');
    await user.type(within(form).getByRole('textbox', { name: /Ghana Post GPS address/ }), 'gt 0123 4567');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address added successfully!')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ label: 'Work', phone: '0244123456', ghana_post_gps: 'GT-0123-4567', country: 'Ghana', apartment: '' });
    expect(await screen.findByRole('article', { name: 'Work' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My Addresses' })).toHaveFocus();
  });

  it("edits an address and says 'Address updated successfully!'", async () => {
    const { bodies } = serveBook([HOME, WORK]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit the Work address' }));
    const form = screen.getByRole('form', { name: 'Edit Address' });
    expect(within(form).getByRole('textbox', { name: 'Street address' })).toHaveValue('5 Adum Road');
    await user.clear(within(form).getByRole('textbox', { name: 'City' }));
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Obuasi');
    await user.click(within(form).getByRole('button', { name: 'Update Address' }));
    expect(await screen.findByText('Address updated successfully!')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ city: 'Obuasi', street_address: '5 Adum Road' });
    expect(await within(card('Work')).findByText('Obuasi, Ashanti')).toBeInTheDocument();
  });

  it("refuses to delete the default while others remain, with the spec's message, and asks nothing of the server", async () => {
    const { calls } = serveBook([HOME, WORK]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete the Home address' }));
    expect(await screen.findByText('Cannot delete default address. Please set another address as default first.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("says the server's refusal too (the book changed in another tab)", async () => {
    serveBook([HOME, WORK], {
      status: 409,
      body: { status: false, code: 'ADDRESS_DEFAULT_UNDELETABLE', message: 'Cannot delete default address. Please set another address as default first.' },
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete the Work address' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cannot delete default address. Please set another address as default first.')).toBeInTheDocument();
  });

  it("deletes another address after the confirmation, with 'Address deleted successfully!'", async () => {
    serveBook([HOME, WORK]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete the Work address' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveAccessibleDescription('Work: 5 Adum Road, Kumasi, Ashanti will be removed from your address book.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Work' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Home' })).toBeInTheDocument();
  });

  it("sets another address as default: 'Default address updated', the badge moves", async () => {
    serveBook([HOME, WORK]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Set the Work address as default' }));
    expect(await screen.findByText('Default address updated')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Work')).getByText('Default')).toBeInTheDocument());
    expect(within(card('Home')).queryByText('Default')).not.toBeInTheDocument();
    expect(within(card('Home')).getByRole('button', { name: 'Set the Home address as default' })).toBeInTheDocument();
  });

  it("says 'Failed to load your addresses' with Try Again when the book cannot be had", async () => {
    let fail = true;
    serveApi(() =>
      fail
        ? { status: 500, body: { status: false, code: 'INTERNAL', message: 'Server error.' } }
        : { body: { status: true, message: 'Addresses retrieved', data: [HOME] } },
    );
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('Failed to load your addresses. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Home' })).toBeInTheDocument();
  });
});
