import { readFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { brands, categories, products, stores } from '../apps/api/src/db/seed/catalogue.js';
import type { SeedProduct, SeedStock } from '../apps/api/src/db/seed/catalogue-types.js';

export { expect };

/** Stores an "essential only" cookie choice so the banner stays out of the way of journeys about other things. */
export async function acceptEssentialCookies(page: Page) {
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'true', url: baseUrl() },
    { name: 'cookie_preferences', value: encodeURIComponent(JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false })), url: baseUrl() },
  ]);
}

export const baseUrl = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 43117}`;

/** A page with cookies already chosen; use `freshPage` (the default `page`) to see the banner. */
export const test = base.extend<{ shopper: Page }>({
  shopper: async ({ page }, use) => {
    await acceptEssentialCookies(page);
    await use(page);
  },
});

// ------------------------------------------------------------------------------------------------------------
// The seeded catalogue: the server of every run starts from it, so journeys may derive what a shopper should see.

export const seed = { brands, categories, products, stores };

export interface SeedEntry {
  product: SeedProduct;
  stock: SeedStock;
}

/** Every stock item in seeding order (the order the server gives them their ids: the first is 1). */
export const seedStocks: SeedEntry[] = products.flatMap((product) => product.stocks.map((stock) => ({ product, stock })));

export function seedStock(sku: string): SeedEntry {
  const entry = seedStocks.find((e) => e.stock.sku === sku);
  if (!entry) throw new Error(`no stock item ${sku} in the seed`);
  return entry;
}

/** The id of a seeded stock item on a fresh database (its position in seeding order, from 1). */
export function stockIdOf(sku: string): number {
  return seedStocks.findIndex((e) => e.stock.sku === sku) + 1 || fail(`no stock item ${sku} in the seed`);
}

function fail(message: string): never {
  throw new Error(message);
}

/**
 * A first visit downloads the page's code and translations before anything shows; on a busy machine that can take
 * longer than the usual wait for a change on a page that is already there.
 */
export const PAGE_LOAD = { timeout: 15_000 };

/** Opens a path and waits until its page has rendered (every page has exactly one <h1>). */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD);
}

/** Reloads and waits until the page has rendered again. */
export async function reload(page: Page) {
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD);
}

/** Opens a seeded product's page and waits until it shows that stock item (its SKU). */
export async function openProduct(page: Page, sku: string) {
  await visit(page, `/product/${stockIdOf(sku)}`);
  await expect(page.getByText(`SKU: ${sku}`, { exact: true })).toBeVisible();
}

/** The words GET /stock/?search= looks in: name, description, brand and store (see the API's searchTextOf). */
export function seedSearchMatches(term: string): SeedEntry[] {
  const word = term.toLowerCase();
  return seedStocks.filter(({ product }) => {
    const brand = brands.find((b) => b.slug === product.brand)?.name ?? '';
    const store = stores.find((s) => s.slug === product.store)?.name ?? '';
    return `${product.name} ${product.description} ${brand} ${store}`.toLowerCase().includes(word);
  });
}

// ------------------------------------------------------------------------------------------------------------
// Money as a shopper reads it.

/** A displayed price: a currency symbol and an amount with two decimals ("₵45.00", "$3.74"). */
export const PRICE = /^[₵$€£]\d+\.\d{2}$/;

/** "₵1,234.50" or "$3.74" -> 1234.5 */
export const parsePrice = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The spec's display rates relative to the cedi (section 9), written out here rather than taken from the app. */
export const RATES = { GHS: { rate: 1, symbol: '₵' }, USD: { rate: 0.083, symbol: '$' }, EUR: { rate: 0.076, symbol: '€' }, GBP: { rate: 0.065, symbol: '£' } };

/** A price in pesewas as shown in a display currency: converted, rounded to whole cents, 2 decimals. */
export function displayPrice(pesewas: number, currency: keyof typeof RATES = 'GHS'): string {
  const { rate, symbol } = RATES[currency];
  return `${symbol}${(Math.round(pesewas * rate) / 100).toFixed(2)}`;
}

// ------------------------------------------------------------------------------------------------------------
// The translations the web app shows (to find controls by their label in Spanish and Chinese).

type Messages = { [key: string]: string | Messages };

/** One text of the web app's translations, e.g. text('es', 'shop', 'title'). */
export function text(language: 'en' | 'es' | 'zh', namespace: string, key: string): string {
  const file = new URL(`../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  const value = key.split('.').reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}

// ------------------------------------------------------------------------------------------------------------
// Product cards (an <article> each: image, store, name heading, stars, price).

export const productCards = (scope: Page | Locator) => scope.getByRole('article');

/** The names on every card in scope. */
export async function cardNames(scope: Locator): Promise<string[]> {
  return (await scope.getByRole('article').getByRole('heading').allTextContents()).map((s) => s.trim());
}

/** The prices on every card in scope, as numbers. */
export async function cardPrices(scope: Locator): Promise<number[]> {
  return (await scope.getByRole('article').getByText(PRICE).allTextContents()).map(parsePrice);
}

/**
 * Ticks a checkbox whose state lives in the URL (the shop's filters). Its state follows the URL a moment after the
 * click (a router transition), so this clicks and then waits for it to show as checked, rather than `check()`,
 * which insists on the new state at once.
 */
export async function tick(checkbox: Locator) {
  await expect(checkbox).not.toBeChecked();
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}
