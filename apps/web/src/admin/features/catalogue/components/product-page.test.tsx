import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, answer, failure, ghs } from '../../../test/admin-fixtures';
import { BRANDS, CATEGORIES, STORES, catalogueItemOf, productOf } from '../../../test/catalogue-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs, type Call } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
beforeEach(() => signInAs(ADMIN));
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

const PRODUCT = productOf();

/** The product, the lists its forms need, and its writes answered by `onWrite`. */
function serveProduct(onWrite: (call: Call) => { status?: number; body: unknown }) {
  return serveAdminApi((call) => {
    const path = pathOf(call);
    if (path === '/session/') return { body: answer(ADMIN) };
    if (call.method !== 'GET') return onWrite(call);
    if (path === '/catalogue/products/5/') return { body: answer(PRODUCT) };
    if (path === '/catalogue/brands/') return { body: answer(BRANDS) };
    if (path === '/catalogue/categories/') return { body: answer(CATEGORIES) };
    if (path === '/catalogue/stores/') return { body: answer(STORES) };
    return { status: 404, body: failure('NOT_FOUND', 'Not found') };
  });
}
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET').map((call) => ({ method: call.method, path: pathOf(call), body: call.body }));

describe('the product page', () => {
  it("shows the product's form and its stock items with their options, store, price and terms", async () => {
    serveProduct(() => ({ body: answer(PRODUCT) }));
    renderAdmin('/admin/products/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kente Scarf' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Product details' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Kente Scarf');
    expect(within(form).getByLabelText('Brand')).toHaveDisplayValue('Kente Weavers');
    expect(within(form).getByLabelText('Category')).toHaveDisplayValue('Textiles');
    const table = screen.getByRole('table', { name: 'Stock items of this product' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /KENTE-M-RED\s*Size: M, Colour: Red\s*Accra Mall\s*GH₵ 45.00\s*10%\s*12\s*1\s*250\s*No\s*Listed/,
    );
  });

  it("edits a stock item's price and terms with a PATCH, and leads to the stock desk for its quantity", async () => {
    const user = userEvent.setup();
    const saved = productOf({ stock_items: [catalogueItemOf({ price: ghs('52.50'), discount_percentage: 0, free_delivery: true })] });
    const calls = serveProduct(() => ({ body: answer(saved) }));
    renderAdmin('/admin/products/5');

    await user.click(await screen.findByRole('button', { name: 'Edit stock item KENTE-M-RED' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit stock item KENTE-M-RED' });
    expect(within(dialog).getByLabelText('SKU')).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Go to the stock desk' })).toHaveAttribute('href', '/admin/stock?q=KENTE-M-RED');
    expect(within(dialog).queryByLabelText(/quantity/i)).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Price (GH₵)'));
    await user.type(within(dialog).getByLabelText('Price (GH₵)'), '52.50');
    await user.clear(within(dialog).getByLabelText('Discount (%)'));
    await user.type(within(dialog).getByLabelText('Discount (%)'), '0');
    await user.click(within(dialog).getByLabelText('Free delivery'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Stock item KENTE-M-RED was saved.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/catalogue/items/31/',
        body: { sku: 'KENTE-M-RED', price: '52.50', discount_percentage: 0, moq: 1, weight_grams: 250, free_delivery: true, hidden: false },
      },
    ]);
    expect(within(screen.getByRole('table', { name: 'Stock items of this product' })).getAllByRole('row')[1]).toHaveTextContent(/GH₵ 52.50\s*0%/);
  });

  it("refuses a price that is not cedis with two decimals, and shows the server's refusal of a SKU in use", async () => {
    const user = userEvent.setup();
    const calls = serveProduct(() => ({
      status: 409,
      body: failure('SKU_TAKEN', 'The SKU KENTE-L is already used by another stock item.', { sku: 'KENTE-L' }),
    }));
    renderAdmin('/admin/products/5');

    await user.click(await screen.findByRole('button', { name: 'Edit stock item KENTE-M-RED' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Price (GH₵)'));
    await user.type(within(dialog).getByLabelText('Price (GH₵)'), '45,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter a price such as 45.00.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Price (GH₵)'));
    await user.type(within(dialog).getByLabelText('Price (GH₵)'), '45.50');
    await user.clear(within(dialog).getByLabelText('SKU'));
    await user.type(within(dialog).getByLabelText('SKU'), 'KENTE-L');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The SKU KENTE-L is already used by another stock item.');
  });

  it('adds a stock item with its store, options, first quantity and price', async () => {
    const user = userEvent.setup();
    const added = catalogueItemOf({ id: 32, sku: 'KENTE-L-GOLD', attributes: { Size: 'L', Colour: 'Gold' }, store: { id: 9, name: 'Kumasi Store' } });
    const calls = serveProduct(() => ({ status: 201, body: answer(productOf({ stock_items: [catalogueItemOf(), added] })) }));
    renderAdmin('/admin/products/5');

    const form = await screen.findByRole('form', { name: 'Add stock item' });
    await user.selectOptions(within(form).getByLabelText('Store'), 'Kumasi Store');
    await user.type(within(form).getByLabelText('SKU'), 'KENTE-L-GOLD');
    await user.type(within(form).getByLabelText('Option 1 name'), 'Size');
    await user.type(within(form).getByLabelText('Option 1 value'), 'L');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await user.type(within(form).getByLabelText('Option 2 name'), 'Colour');
    await user.click(within(form).getByRole('button', { name: 'Add stock item' }));

    expect(await within(form).findByText("Enter the option's value.")).toBeInTheDocument();
    expect(within(form).getByText('Enter a price such as 45.00.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.type(within(form).getByLabelText('Option 2 value'), 'Gold');
    await user.type(within(form).getByLabelText('Price (GH₵)'), '60');
    await user.clear(within(form).getByLabelText('First quantity'));
    await user.type(within(form).getByLabelText('First quantity'), '8');
    await user.click(within(form).getByRole('button', { name: 'Add stock item' }));

    expect(await within(form).findByText('Stock item KENTE-L-GOLD was added.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/catalogue/products/5/items/',
        body: {
          store_id: 9,
          sku: 'KENTE-L-GOLD',
          price: '60',
          quantity: 8,
          discount_percentage: 0,
          moq: 1,
          weight_grams: 0,
          free_delivery: false,
          hidden: false,
          attributes: { Size: 'L', Colour: 'Gold' },
        },
      },
    ]);
    expect(within(screen.getByRole('table', { name: 'Stock items of this product' })).getAllByRole('row')).toHaveLength(3);
    expect(within(form).getByLabelText('SKU')).toHaveValue('');
  });
});
