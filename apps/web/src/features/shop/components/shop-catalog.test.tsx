import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { StockItem, Store } from '@shop/contract';
import { renderWithProviders, serveApi } from '@/test/render';
import { ShopCatalog } from './shop-catalog';

const STORES: Store[] = [
  { id: 1, name: 'Accra Crafts', slug: 'accra-crafts', city: 'Accra', region: 'Greater Accra' },
  { id: 2, name: 'Kumasi Market', slug: 'kumasi-market', city: 'Kumasi', region: 'Ashanti' },
  { id: 3, name: 'Tamale Weavers', slug: 'tamale-weavers', city: 'Tamale', region: 'Northern' },
  { id: 4, name: 'Cape Coast Beads', slug: 'cape-coast-beads', city: 'Cape Coast', region: 'Central' },
  { id: 5, name: 'Ho Shea House', slug: 'ho-shea-house', city: 'Ho', region: 'Volta' },
  { id: 6, name: 'Tema Goods', slug: 'tema-goods', city: 'Tema', region: 'Greater Accra' },
];

const stockItem = (id: number): StockItem => ({
  id,
  quantity: 5,
  selling_price: { amount: `${10 + id}.00`, currency: 'GHS' },
  discount_percentage: 0,
  discounted_price: { amount: `${10 + id}.00`, currency: 'GHS' },
  weight: 0.5,
  sku: `SKU-${id}`,
  moq: 1,
  free_delivery: false,
  store: { name: 'Accra Crafts' },
  product: { name: `Product ${id}`, description: '', image: '', media: [] },
  variant: { id, attribute_value: [] },
  rating: { average: null, count: 0 },
});

/** A catalogue of `total` products, paged as the server pages it (the filters are the server's business). */
function stockPage(url: URL, total: number) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('page_size') ?? 8);
  const first = (page - 1) * pageSize;
  const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, i) => stockItem(first + i + 1));
  return { status: true, message: 'ok', data, count: total, total_pages: Math.ceil(total / pageSize), page, page_size: pageSize };
}

interface Catalogue {
  total?: number;
  stockStatus?: number;
}

/** Serves the stores and `total` stock items; returns the stock requests the page made. */
function serveCatalogue(catalogue: Catalogue = {}) {
  const { total = 20 } = catalogue;
  const calls = serveApi((url) => {
    if (url.pathname === '/customer/api/v1/store/') return { body: { status: true, message: 'ok', data: STORES } };
    if (url.pathname === '/customer/api/v1/stock/') {
      if (catalogue.stockStatus) return { status: catalogue.stockStatus, body: { status: false, message: 'Boom', code: 'INTERNAL' } };
      return { body: stockPage(url, total) };
    }
    return { status: 404, body: { status: false, message: 'Not found', code: 'NOT_FOUND' } };
  });
  return () => calls.filter((u) => u.pathname === '/customer/api/v1/stock/');
}

/** The query of the latest stock request, as the server received it. */
function lastQuery(stockCalls: () => URL[]) {
  const url = stockCalls().at(-1)!;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

const location = () => screen.getByTestId('location').textContent;
const renderShop = (route = '/shop') => renderWithProviders(<ShopCatalog />, { route, path: '/shop' });

const originalFetch = globalThis.fetch;
let scrollTo: MockInstance;
beforeEach(() => {
  // jsdom does not scroll; the page asks the window to, and that is what a shopper's browser does.
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  globalThis.fetch = originalFetch;
});

// Role queries over a page of product cards are slow on a busy two-core machine; give them room.
describe('Shop page', { timeout: 20_000 }, () => {
  it('shows All Products, the first page of 8 from the server and its page count', async () => {
    const stock = serveCatalogue({ total: 20 });
    renderShop();
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    // (The router's location probe is an <output>, also a status; the spinner is the one saying it loads.)
    expect(screen.getByText('Loading products').closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 3 (20 products)')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(Array.from({ length: 8 }, (_, i) => `Product ${i + 1}`));
    expect(screen.getByText('₵11.00')).toBeInTheDocument();
    expect(lastQuery(stock)).toEqual({ page: '1', page_size: '8' });
    expect(document.title).toBe('All Products | Akwaaba Market');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Products per page' })).toHaveValue('8');
  });

  it('sends the sort, filters, stores, page size and page of the URL to the server and shows them', async () => {
    const stock = serveCatalogue({ total: 40 });
    renderShop('/shop?ordering=-price&in_stock=true&free_delivery=true&store=accra-crafts&store=tema-goods&page_size=16&page=2');
    expect(await screen.findByText('Page 2 of 3 (40 products)')).toBeInTheDocument();
    expect(lastQuery(stock)).toEqual({
      page: '2',
      page_size: '16',
      ordering: '-price',
      in_stock: 'true',
      free_delivery: 'true',
      store: ['accra-crafts', 'tema-goods'],
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-price');
    expect(screen.getByRole('combobox', { name: 'Products per page' })).toHaveValue('16');
    expect(screen.getByRole('checkbox', { name: 'In Stock Only' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Free Shipping' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Accra Crafts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kumasi Market' })).not.toBeChecked();
  });

  it('never sends a bad URL value to the server: it uses the defaults', async () => {
    const stock = serveCatalogue();
    renderShop('/shop?page=abc&page_size=7&ordering=cheapest&in_stock=maybe');
    await screen.findByText('Page 1 of 3 (20 products)');
    expect(lastQuery(stock)).toEqual({ page: '1', page_size: '8' });
  });

  it('offers the five sort choices', async () => {
    serveCatalogue();
    renderShop();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default', 'Price: Low to High', 'Price: High to Low', 'Name: A to Z', 'Name: Z to A']);
    expect(
      within(await screen.findByRole('combobox', { name: 'Products per page' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['8', '16', '24', '32']);
  });

  it('changing the sort returns to page 1 and asks the server for the new order', async () => {
    const user = userEvent.setup();
    const stock = serveCatalogue();
    renderShop('/shop?page=3');
    await screen.findByText('Page 3 of 3 (20 products)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    expect(location()).toBe('/shop?ordering=price');
    await screen.findByText('Page 1 of 3 (20 products)');
    expect(lastQuery(stock)).toEqual({ page: '1', page_size: '8', ordering: 'price' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Default');
    expect(location()).toBe('/shop');
  });

  it('ticking a filter or a store returns to page 1 and filters on the server', async () => {
    const user = userEvent.setup();
    const stock = serveCatalogue();
    renderShop('/shop?page=2');
    await screen.findByText('Page 2 of 3 (20 products)');

    await user.click(screen.getByRole('checkbox', { name: 'In Stock Only' }));
    expect(location()).toBe('/shop?in_stock=true');
    await user.click(screen.getByRole('checkbox', { name: 'Free Shipping' }));
    expect(location()).toBe('/shop?in_stock=true&free_delivery=true');

    const stores = screen.getByRole('group', { name: 'Stores' });
    expect(
      within(stores)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(STORES.slice(0, 5).map((s) => s.name));
    // The spec shows five; the others are one click away, so every store can be chosen.
    const more = within(stores).getByRole('button', { name: 'Show all 6 stores' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(stores).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(stores).getByRole('button', { name: 'Show fewer stores' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(stores).getByRole('button', { name: 'Show fewer stores' }));
    expect(within(stores).getAllByRole('checkbox')).toHaveLength(5);
    await user.click(within(stores).getByRole('checkbox', { name: 'Kumasi Market' }));
    await user.click(within(stores).getByRole('checkbox', { name: 'Accra Crafts' }));
    expect(location()).toBe('/shop?in_stock=true&free_delivery=true&store=kumasi-market&store=accra-crafts');
    await waitFor(() =>
      expect(lastQuery(stock)).toEqual({
        page: '1',
        page_size: '8',
        in_stock: 'true',
        free_delivery: 'true',
        store: ['kumasi-market', 'accra-crafts'],
      }),
    );

    await user.click(within(stores).getByRole('checkbox', { name: 'Kumasi Market' }));
    expect(location()).toBe('/shop?in_stock=true&free_delivery=true&store=accra-crafts');
  });

  it('changing the page size returns to page 1', async () => {
    const user = userEvent.setup();
    const stock = serveCatalogue({ total: 50 });
    renderShop('/shop?page=4');
    await screen.findByText('Page 4 of 7 (50 products)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Products per page' }), '24');
    expect(location()).toBe('/shop?page_size=24');
    expect(await screen.findByText('Page 1 of 3 (50 products)')).toBeInTheDocument();
    expect(lastQuery(stock)).toEqual({ page: '1', page_size: '24' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(24);
  });

  it('Next and Previous move through the pages, scroll to the top and are disabled at the ends', async () => {
    const user = userEvent.setup();
    const stock = serveCatalogue({ total: 20 });
    renderShop();
    await screen.findByText('Page 1 of 3 (20 products)');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/shop?page=2');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(await screen.findByText('Page 2 of 3 (20 products)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Product 9' })).toBeInTheDocument();
    expect(lastQuery(stock)).toEqual({ page: '2', page_size: '8' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3 (20 products)')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Product 17', 'Product 18', 'Product 19', 'Product 20']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(location()).toBe('/shop?page=2');
    expect(await screen.findByText('Page 2 of 3 (20 products)')).toBeInTheDocument();
  });

  it('keeps the previous page on screen, marked busy, while the next one loads', async () => {
    const user = userEvent.setup();
    serveCatalogue({ total: 20 });
    const served = globalThis.fetch;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('page=2')) await gate;
      return served(input, init);
    }) as typeof fetch;
    renderShop();
    await screen.findByText('Page 1 of 3 (20 products)');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Product 1' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { level: 3, name: 'Product 9' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Product 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Product 9' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('goes back to page 1 when the page is beyond the last one', async () => {
    const stock = serveCatalogue({ total: 10 });
    renderShop('/shop?in_stock=true&page=9');
    expect(await screen.findByText('Page 1 of 2 (10 products)')).toBeInTheDocument();
    expect(location()).toBe('/shop?in_stock=true');
    expect(lastQuery(stock)).toEqual({ page: '1', page_size: '8', in_stock: 'true' });
  });

  it('shows the empty state with Clear filters, which brings back every product but keeps the sort', async () => {
    const user = userEvent.setup();
    let total = 0;
    const calls = serveApi((url) =>
      url.pathname === '/customer/api/v1/store/' ? { body: { status: true, message: 'ok', data: STORES } } : { body: stockPage(url, total) },
    );
    renderShop('/shop?ordering=name&free_delivery=true&store=tema-goods');
    const empty = (await screen.findByText('No products match your filters.')).parentElement!;
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    total = 12;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/shop?ordering=name');
    expect(await screen.findByText('Page 1 of 2 (12 products)')).toBeInTheDocument();
    expect(new URL(calls.at(-1)!).search).toBe('?page=1&page_size=8&ordering=name');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('says a search found nothing, naming the term, rather than blaming the filters', async () => {
    serveApi((url) => (url.pathname === '/customer/api/v1/store/' ? { body: { status: true, message: 'ok', data: STORES } } : { body: stockPage(url, 0) }));
    renderShop('/shop?search=zzzq');
    expect(await screen.findByText('No products found for "zzzq". Check the spelling or try a shorter word.')).toBeInTheDocument();
    expect(screen.queryByText('No products match your filters.')).not.toBeInTheDocument();
  });

  it('keeps a chosen store beyond the first five in view, ticked', async () => {
    serveCatalogue();
    renderShop('/shop?store=tema-goods');
    const stores = await screen.findByRole('group', { name: 'Stores' });
    expect(await within(stores).findByRole('checkbox', { name: 'Tema Goods' })).toBeChecked();
  });

  it('shows the error with Retry, which asks again', async () => {
    const user = userEvent.setup();
    let failing = true;
    serveApi((url) => {
      if (url.pathname === '/customer/api/v1/store/') return { body: { status: true, message: 'ok', data: STORES } };
      return failing ? { status: 500, body: { status: false, message: 'Boom', code: 'INTERNAL' } } : { body: stockPage(url, 3) };
    });
    renderShop();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products. Please try again.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Page 1 of 1 (3 products)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('shows the active filters and the search term as removable badges', async () => {
    const user = userEvent.setup();
    const stock = serveCatalogue();
    renderShop('/shop?search=kente&in_stock=true&free_delivery=true&store=accra-crafts&store=tema-goods&page=2');
    await screen.findByText('Page 2 of 3 (20 products)');
    expect(screen.getByText('Results for "kente"')).toBeInTheDocument();
    expect(lastQuery(stock)).toMatchObject({ search: 'kente' });

    const badges = screen.getByRole('list', { name: 'Active filters' });
    // Store names come from the store list, also for a store beyond the first five.
    await waitFor(() =>
      expect(
        within(badges)
          .getAllByRole('listitem')
          .map((b) => b.textContent),
      ).toEqual(['Search: "kente"', 'In Stock Only', 'Free Shipping', 'Accra Crafts', 'Tema Goods']),
    );

    await user.click(screen.getByRole('button', { name: 'Remove filter: In Stock Only' }));
    expect(location()).toBe('/shop?search=kente&free_delivery=true&store=accra-crafts&store=tema-goods');
    await user.click(screen.getByRole('button', { name: 'Remove filter: Tema Goods' }));
    expect(location()).toBe('/shop?search=kente&free_delivery=true&store=accra-crafts');
    await user.click(screen.getByRole('button', { name: 'Remove filter: Search: "kente"' }));
    expect(location()).toBe('/shop?free_delivery=true&store=accra-crafts');
    expect(screen.queryByText('Results for "kente"')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/shop');
    await waitFor(() => expect(lastQuery(stock)).toEqual({ page: '1', page_size: '8' }));
  });

  it('folds the filters behind a Filters button on a phone', async () => {
    const user = userEvent.setup();
    serveCatalogue();
    renderShop('/shop?in_stock=true');
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toHaveClass('hidden', 'md:block');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    expect(within(panel).getByRole('checkbox', { name: 'In Stock Only' })).toBeChecked();
  });
});
