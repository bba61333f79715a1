import type { Page } from '@playwright/test';
import {
  cardPrices,
  cardPriceTexts,
  displayPrice,
  expect,
  paidPesewas,
  productCards,
  reload,
  seed,
  seedSearchMatches,
  seedStocks,
  test,
  tick,
  visit,
} from '../fixtures';

// The shop (/shop): sort, filters, page size and pages, all kept in the URL.

const total = seedStocks.length;
const inStock = seedStocks.filter((e) => e.stock.quantity > 0).length;
const pages = (count: number, size: number) => Math.max(1, Math.ceil(count / size));
const status = (page: number, count: number, size = 8) => `Page ${page} of ${pages(count, size)} (${count} products)`;

const results = (page: Page) => page.getByRole('region', { name: 'Products' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const pageStatus = (page: Page) => pager(page).getByText(/^Page \d+ of \d+ \(\d+ products\)$/);
const activeFilters = (page: Page) => page.getByRole('list', { name: 'Active filters' });

async function openShop(page: Page, query = '') {
  await visit(page, `/shop${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(pageStatus(page)).toBeVisible();
}

test('Price: Low to High orders the page by ascending price and puts ordering=price in the URL', async ({ shopper: page }) => {
  await openShop(page);
  await expect(pageStatus(page)).toHaveText(status(1, total));

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/[?&]ordering=price(&|$)/);

  // The cheapest eight of the whole catalogue by what a shopper pays (the discount taken off), cheapest first.
  const cheapest = seedStocks
    .map((e) => paidPesewas(e.stock))
    .sort((a, b) => a - b)
    .slice(0, 8);
  await expect.poll(() => cardPriceTexts(results(page))).toEqual(cheapest.map((p) => displayPrice(p)));
  const prices = await cardPrices(results(page));
  expect(prices).toHaveLength(8);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/[?&]ordering=-price(&|$)/);
  const dearest = seedStocks
    .map((e) => paidPesewas(e.stock))
    .sort((a, b) => b - a)
    .slice(0, 8);
  await expect.poll(() => cardPriceTexts(results(page))).toEqual(dearest.map((p) => displayPrice(p)));
});

test('In Stock Only hides the out-of-stock items and changes the product count', async ({ shopper: page }) => {
  await openShop(page);
  await page.getByLabel('Products per page').selectOption('32');
  await expect(pageStatus(page)).toHaveText(status(1, total, 32));
  await expect(productCards(results(page))).toHaveCount(32);
  await expect(results(page).getByText('Out of stock', { exact: true }).first()).toBeVisible();

  await tick(page.getByRole('checkbox', { name: 'In Stock Only' }));
  await expect(page).toHaveURL(/[?&]in_stock=true(&|$)/);
  await expect(pageStatus(page)).toHaveText(status(1, inStock, 32));
  await expect(productCards(results(page))).toHaveCount(32);
  await expect(results(page).getByText('Out of stock', { exact: true })).toHaveCount(0);
  await expect(activeFilters(page).getByText('In Stock Only')).toBeVisible();
});

test('a store filter shows only that store; badges and Clear filters reset the filters', async ({ shopper: page }) => {
  await openShop(page);
  // The filter offers the first five stores; take the last of them.
  const offered = [...seed.stores].sort((a, b) => a.name.localeCompare(b.name)).slice(0, 5);
  const stores = page.getByRole('group', { name: 'Stores' });
  await expect(stores.getByRole('checkbox')).toHaveCount(5);
  const store = offered.find((s) => s.slug === 'ho-volta-produce') ?? offered[4]!;
  const ofStore = seedStocks.filter((e) => e.product.store === store.slug).length;

  await tick(stores.getByRole('checkbox', { name: store.name }));
  await expect(page).toHaveURL(new RegExp(`[?&]store=${store.slug}(&|$)`));
  await expect(pageStatus(page)).toHaveText(status(1, ofStore));
  const cards = productCards(results(page));
  await expect(cards).toHaveCount(Math.min(8, ofStore));
  for (const card of await cards.all()) await expect(card.getByText(store.name, { exact: true })).toBeVisible();
  await expect(activeFilters(page).getByText(store.name)).toBeVisible();

  // A badge's own button removes just that filter.
  await tick(page.getByRole('checkbox', { name: 'In Stock Only' }));
  await expect(activeFilters(page).getByRole('listitem')).toHaveCount(2);
  await activeFilters(page).getByRole('button', { name: 'Remove filter: In Stock Only' }).click();
  await expect(activeFilters(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'In Stock Only' })).not.toBeChecked();
  await expect(stores.getByRole('checkbox', { name: store.name })).toBeChecked();

  // Clear filters removes the rest.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(activeFilters(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await expect(stores.getByRole('checkbox', { name: store.name })).not.toBeChecked();
  await expect(pageStatus(page)).toHaveText(status(1, total));
  await expect(page).toHaveURL(/\/shop$/);
});

test('every store can be chosen: the filter shows five and the rest one click away', async ({ shopper: page }) => {
  await openShop(page);
  const stores = page.getByRole('group', { name: 'Stores' });
  await expect(stores.getByRole('checkbox')).toHaveCount(5);
  await stores.getByRole('button', { name: `Show all ${seed.stores.length} stores` }).click();
  const names = [...seed.stores].map((s) => s.name).sort((a, b) => a.localeCompare(b));
  await expect(stores.getByRole('checkbox')).toHaveCount(names.length);
  // The last store of the list, hidden before, filters like the others.
  const last = [...seed.stores].sort((a, b) => a.name.localeCompare(b.name)).at(-1)!;
  await tick(stores.getByRole('checkbox', { name: last.name }));
  await expect(page).toHaveURL(new RegExp(`[?&]store=${last.slug}(&|$)`));
  await expect(pageStatus(page)).toHaveText(status(1, seedStocks.filter((e) => e.product.store === last.slug).length));
});

test('a search that finds nothing says so, naming the term', async ({ shopper: page }) => {
  await visit(page, '/shop?search=zzqxv');
  await expect(page.getByText('No products found for "zzqxv". Check the spelling or try a shorter word.')).toBeVisible();
});

test('Next and Previous change the page; page size 16 shows 16 cards and returns to page 1', async ({ shopper: page }) => {
  await openShop(page);
  const previous = pager(page).getByRole('button', { name: 'Previous' });
  const next = pager(page).getByRole('button', { name: 'Next' });
  await expect(pageStatus(page)).toHaveText(status(1, total));
  await expect(previous).toBeDisabled();
  const firstPage = await productCards(results(page)).getByRole('heading').allTextContents();

  await next.click();
  await expect(pageStatus(page)).toHaveText(status(2, total));
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(previous).toBeEnabled();
  await expect(productCards(results(page))).toHaveCount(8);
  await expect(productCards(results(page)).getByRole('heading')).not.toHaveText(firstPage);

  await next.click();
  await expect(pageStatus(page)).toHaveText(status(3, total));
  await previous.click();
  await expect(pageStatus(page)).toHaveText(status(2, total));

  await page.getByLabel('Products per page').selectOption('16');
  await expect(pageStatus(page)).toHaveText(status(1, total, 16));
  await expect(productCards(results(page))).toHaveCount(16);
  await expect(page).toHaveURL(/[?&]page_size=16(&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(previous).toBeDisabled();

  // The last page has Next disabled.
  await openShop(page, `?page=${pages(total, 8)}`);
  await expect(pageStatus(page)).toHaveText(status(pages(total, 8), total));
  await expect(next).toBeDisabled();
});

test('the header search finds products and lands on /shop?search=…', async ({ shopper: page }) => {
  await visit(page, '/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('kente');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/shop\?search=kente$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(page.getByText('Results for "kente"')).toBeVisible();
  await expect(activeFilters(page).getByText('Search: "kente"')).toBeVisible();
  await expect(search).toHaveValue('kente');

  const matches = seedSearchMatches('kente');
  expect(matches.length).toBeGreaterThan(0);
  await expect(pageStatus(page)).toHaveText(status(1, matches.length));
  await expect(productCards(results(page)).filter({ hasText: 'Hand-Woven Kente Stole' }).first()).toBeVisible();
});

test('a reload keeps the sort and the filters (they live in the URL)', async ({ shopper: page }) => {
  await openShop(page);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await tick(page.getByRole('checkbox', { name: 'In Stock Only' }));
  const store = seed.stores.find((s) => s.slug === 'ho-volta-produce')!;
  await tick(page.getByRole('checkbox', { name: store.name }));
  const expected = seedStocks.filter((e) => e.product.store === store.slug && e.stock.quantity > 0);
  await expect(pageStatus(page)).toHaveText(status(1, expected.length));
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
  await expect(pageStatus(page)).toHaveText(status(2, expected.length));
  // The previous page stays on screen (aria-busy) until the next one arrives: read the cards once it has.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const before = await productCards(results(page)).getByRole('heading').allTextContents();
  const url = page.url();

  await reload(page);
  await expect(page).toHaveURL(url);
  await expect(pageStatus(page)).toHaveText(status(2, expected.length));
  await expect(page.getByLabel('Sort by')).toHaveValue('price');
  await expect(page.getByRole('checkbox', { name: 'In Stock Only' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: store.name })).toBeChecked();
  await expect(activeFilters(page).getByRole('listitem')).toHaveCount(2);
  await expect(productCards(results(page)).getByRole('heading')).toHaveText(before);
});

test('a page beyond the last (an old link) goes back to page 1', async ({ shopper: page }) => {
  await visit(page, '/shop?in_stock=true&page=500');
  await expect(pageStatus(page)).toHaveText(status(1, inStock));
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page).toHaveURL(/[?&]in_stock=true(&|$)/);
  await expect(productCards(results(page))).toHaveCount(8);
});
