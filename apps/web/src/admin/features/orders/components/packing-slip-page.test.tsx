import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@shop/contract/admin';
import { STAFF, adminOrderOf, answer } from '../../../test/admin-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
beforeEach(() => signInAs(STAFF));
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
  vi.restoreAllMocks();
});

const serveOrder = (order: AdminOrder) => serveAdminApi((call) => ({ body: answer(pathOf(call) === '/session/' ? STAFF : order) }));

describe('the packing slip', () => {
  it("is reached from the order's page", async () => {
    const user = userEvent.setup();
    serveOrder(adminOrderOf());
    renderAdmin('/admin/orders/AGH123456');

    await user.click(await screen.findByRole('link', { name: 'Print packing slip' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders/AGH123456/slip');
    expect(await screen.findByRole('heading', { level: 1, name: 'Packing slip AGH123456' })).toHaveFocus();
  });

  it('shows the order, where it goes, the lines to pack and the note, with a Print button', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    serveOrder(
      adminOrderOf({
        order_item: [
          ...adminOrderOf().order_item,
          { ...adminOrderOf().order_item[0]!, id: 12, quantity: 1, product: { id: 6, name: 'Kente Scarf', image: '', sku: 'KENTE-M', attributes: [] } },
        ],
      }),
    );
    renderAdmin('/admin/orders/AGH123456/slip');

    const lines = await screen.findByRole('table', { name: 'Items to pack' });
    const rows = within(lines).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Shea Butter\s*Size: 250 g\s*SHEA-250\s*2/);
    expect(rows[2]).toHaveTextContent(/Kente Scarf\s*KENTE-M\s*1/);
    expect(rows[3]).toHaveTextContent('Units in all3');
    expect(within(screen.getByRole('main')).getByText('Akwaaba Market')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ship to' })).toHaveTextContent(
      /Ama Owusu\s*12 Oxford Street\s*Accra\s*Greater Accra\s*Osu, Greater Accra\s*Phone: 0244123456/,
    );
    expect(screen.getByText('Call at the gate')).toBeInTheDocument();
    expect(screen.getByText('GH₵ 108.15')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('names the pickup store and who collects for a pickup order', async () => {
    serveOrder(
      adminOrderOf({
        delivery_option: 'Pickup',
        delivery_location: null,
        pickup_store: { id: 2, name: 'Akwaaba Market Osu' },
        addresses: {
          pickup_address: { first_name: 'Kofi', last_name: 'Annan', phone_number: '0209876543', email: 'kofi@example.com', platform_pickup_address: 2 },
        },
      }),
    );
    renderAdmin('/admin/orders/AGH123456/slip');

    expect(await screen.findByRole('region', { name: 'Pickup at' })).toHaveTextContent(
      /Akwaaba Market Osu\s*Collected by Kofi Annan\s*Phone: 0209876543\s*kofi@example.com/,
    );
  });
});
