import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, STAFF, answer, pageOf } from '../../../test/admin-fixtures';
import { productSummaryOf } from '../../../test/catalogue-fixtures';
import { endSession, pathOf, renderAdmin, serveAdminApi, signInAs } from '../../../test/render-admin';

const originalFetch = globalThis.fetch;
afterEach(() => {
  endSession();
  globalThis.fetch = originalFetch;
});

const SCARF = productSummaryOf();
const BUTTER = productSummaryOf({
  id: 6,
  slug: 'shea-butter',
  name: 'Shea Butter',
  image: 'products/shea.svg',
  brand: { id: 2, name: 'Shea Co' },
  category: { id: 4, name: 'Beauty' },
  featured: true,
  hidden: true,
  items: 1,
});

function serveProducts(member = ADMIN) {
  return serveAdminApi((call) => {
    if (pathOf(call) === '/session/') return { body: answer(member) };
    if (pathOf(call) === '/catalogue/products/') return { body: pageOf(call.url.searchParams.get('hidden') === 'true' ? [BUTTER] : [SCARF, BUTTER]) };
    return { body: pageOf([]) };
  });
}
const productCalls = (calls: ReturnType<typeof serveProducts>) =>
  calls.filter((call) => pathOf(call) === '/catalogue/products/').map((call) => call.url.search);

describe('the products page', () => {
  beforeEach(() => signInAs(ADMIN));

  it('lists the products with their picture, name, brand, category, items and whether they are featured or hidden', async () => {
    serveProducts();
    renderAdmin('/admin/products');

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toHaveFocus();
    const table = await screen.findByRole('table', { name: 'Products' });
    const [, scarf, butter] = within(table).getAllByRole('row');
    expect(scarf).toHaveTextContent(/Kente Scarf\s*kente-scarf\s*Kente Weavers\s*Textiles\s*2\s*Shown/);
    expect(butter).toHaveTextContent(/Shea Butter\s*shea-butter\s*Shea Co\s*Beauty\s*1\s*Featured\s*Hidden/);
    expect(within(scarf!).getByRole('img', { name: 'Picture of Kente Scarf' })).toHaveAttribute('src', '/uploads/kente-600.webp');
    expect(within(butter!).getByRole('img', { name: 'Picture of Shea Butter' })).toHaveAttribute('src', '/media/products/shea.svg');
    expect(within(scarf!).getByRole('link', { name: 'Kente Scarf' })).toHaveAttribute('href', '/admin/products/5');
    expect(screen.getByText('2 products')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/admin/products/new');
  });

  it('puts the search and the hidden filter in the URL and asks the server for them', async () => {
    const user = userEvent.setup();
    const calls = serveProducts();
    renderAdmin('/admin/products?page=2');
    await screen.findByRole('table', { name: 'Products' });
    expect(productCalls(calls).at(-1)).toBe('?page=2&page_size=25');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'kente');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\?q=kente$/);
    await waitFor(() => expect(productCalls(calls).at(-1)).toBe('?q=kente&page=1&page_size=25'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Hidden only');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\?q=kente&show=hidden$/);
    await waitFor(() => expect(productCalls(calls).at(-1)).toBe('?q=kente&hidden=true&page=1&page_size=25'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Products' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('kente');
  });

  it('is not for staff members: they are told so and the server is not asked', async () => {
    signInAs(STAFF);
    const calls = serveProducts(STAFF);
    renderAdmin('/admin/products');

    expect(await screen.findByRole('heading', { level: 1, name: "You don't have permission" })).toHaveFocus();
    await waitFor(() => expect(calls.some((call) => pathOf(call) === '/session/')).toBe(true));
    expect(productCalls(calls)).toEqual([]);
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
  });
});
