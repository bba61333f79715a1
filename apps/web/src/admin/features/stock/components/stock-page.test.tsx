import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StockAdjustment } from '@shop/contract/admin';
import { STAFF, answer, failure, pageOf, stockItemOf } from '../../../test/admin-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs, type Call } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
beforeEach(() => signInAs(STAFF));
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

const SHEA = stockItemOf();
const KENTE = stockItemOf({ id: 22, sku: 'KENTE-M', product: { id: 6, name: 'Kente Scarf' }, attributes: [], quantity: 3, moq: 2, discount_percentage: 0 });

const ADJUSTMENT: StockAdjustment = {
  id: 7,
  at: '2026-03-02T11:00:00.000Z',
  delta: -2,
  quantity_after: 12,
  reason: 'damaged',
  note: 'Two jars cracked',
  staff: { id: STAFF.id, email: STAFF.email },
};

/** GET /stock/ (the items), GET .../adjustments/ (their history), and a POST answered by `onPost`. */
function serveStock(onPost: (call: Call) => { status?: number; body: unknown } = () => ({ body: answer(null) })) {
  return serveAdminApi((call) => {
    const path = pathOf(call);
    if (path === '/session/') return { body: answer(STAFF) };
    if (call.method === 'POST') return onPost(call);
    if (path.endsWith('/adjustments/')) return { body: answer([ADJUSTMENT]) };
    if (path === '/stock/') return { body: pageOf(call.url.searchParams.get('low') === 'true' ? [KENTE] : [SHEA, KENTE]) };
    return { body: pageOf([]) };
  });
}
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST').map((call) => ({ path: pathOf(call), body: call.body }));

async function adjust(user: ReturnType<typeof userEvent.setup>, units: string, reason: string) {
  await user.click(await screen.findByRole('button', { name: 'Adjust stock of Shea Butter SHEA-250' }));
  const dialog = screen.getByRole('dialog', { name: 'Adjust stock: Shea Butter SHEA-250' });
  expect(within(dialog).getByLabelText('Change in units')).toHaveFocus();
  await user.type(within(dialog).getByLabelText('Change in units'), units);
  await user.selectOptions(within(dialog).getByLabelText('Reason'), reason);
  return dialog;
}

describe('the stock page', () => {
  it('lists the items with their options, SKU, price, units free to sell and minimum order', async () => {
    serveStock();
    renderAdmin('/admin/stock');

    const table = await screen.findByRole('table', { name: 'Stock items' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Product', 'SKU', 'Price', 'Free to sell', 'Min. order', 'Actions']);
    const [, shea, kente] = within(table).getAllByRole('row');
    expect(shea).toHaveTextContent(/Shea Butter\s*Size: 250 g\s*SHEA-250\s*GH₵ 45.00\s*10% off\s*12\s*1/);
    expect(kente).toHaveTextContent(/Kente Scarf\s*KENTE-M\s*GH₵ 45.00\s*Low\s*3\s*2/);
    expect(screen.getByText('2 items')).toHaveAttribute('role', 'status');
  });

  it('adds units with a reason and a note, and says the new level', async () => {
    const user = userEvent.setup();
    const calls = serveStock(() => ({
      status: 201,
      body: answer({ item: { ...SHEA, quantity: 24 }, adjustment: { ...ADJUSTMENT, delta: 12, quantity_after: 24, reason: 'received' } }),
    }));
    renderAdmin('/admin/stock');

    const dialog = await adjust(user, '+12', 'Goods received');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Delivery from Tamale');
    await user.click(within(dialog).getByRole('button', { name: 'Save change' }));

    expect(await screen.findByText('Shea Butter SHEA-250 now has 24 units free to sell.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([{ path: '/stock/21/adjustments/', body: { delta: 12, reason: 'received', note: 'Delivery from Tamale' } }]);
    const row = within(screen.getByRole('table', { name: 'Stock items' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(/GH₵ 45.00\s*10% off\s*24/);
  });

  it("takes units off with a true minus sign, and shows the server's refusal below what orders hold (409)", async () => {
    const user = userEvent.setup();
    const calls = serveStock(() => ({
      status: 409,
      body: failure('STOCK_FLOOR', 'Only 3 units are free; the rest are held by orders. At most 3 can be taken off.', { available: 3 }),
    }));
    renderAdmin('/admin/stock');

    const dialog = await adjust(user, '−5', 'Damaged or lost');
    await user.click(within(dialog).getByRole('button', { name: 'Save change' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only 3 units are free; the rest are held by orders. At most 3 can be taken off.');
    expect(posts(calls)).toEqual([{ path: '/stock/21/adjustments/', body: { delta: -5, reason: 'damaged' } }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses a change of 0 or of no reason, without calling the server', async () => {
    const user = userEvent.setup();
    const calls = serveStock();
    renderAdmin('/admin/stock');

    await user.click(await screen.findByRole('button', { name: 'Adjust stock of Shea Butter SHEA-250' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Change in units'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save change' }));

    expect(await within(dialog).findByText(/Enter a whole number of units other than 0/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Change in units')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('puts the low-stock toggle and the search in the URL and asks the server for them', async () => {
    const user = userEvent.setup();
    const calls = serveStock();
    renderAdmin('/admin/stock?page=2');
    await screen.findByRole('table', { name: 'Stock items' });

    await user.click(screen.getByRole('checkbox', { name: 'Low stock only (5 units or fewer)' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/stock\?low=true$/);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    const stockCalls = () => calls.filter((call) => pathOf(call) === '/stock/').map((call) => call.url.search);
    expect(stockCalls().at(-1)).toBe('?low=true&page=1&page_size=25');
    expect(screen.getByRole('checkbox', { name: 'Low stock only (5 units or fewer)' })).toBeChecked();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'kente');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/stock\?q=kente&low=true$/);
    await waitFor(() => expect(stockCalls().at(-1)).toBe('?q=kente&low=true&page=1&page_size=25'));
  });

  it("shows an item's history: when, who, the change, the level after, the reason and the note", async () => {
    const user = userEvent.setup();
    serveStock();
    renderAdmin('/admin/stock');

    await user.click(await screen.findByRole('button', { name: 'Stock history of Shea Butter SHEA-250' }));

    const dialog = screen.getByRole('dialog', { name: 'Stock history: Shea Butter SHEA-250' });
    const table = await within(dialog).findByRole('table', { name: 'Changes by hand, newest first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/kojo.staff@akwaaba.example\s*−2\s*12\s*Damaged or lost\s*Two jars cracked/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
