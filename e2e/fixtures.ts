import { readFileSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { attributeTranslations, brands, categories, products, stores, type SeedProduct, type SeedStock } from '../apps/api/src/test-support/e2e-entry.js';

export { expect };

/**
 * Stores an "essential only" cookie choice so the banner stays out of the way of journeys about other things; with
 * `{ functional: true }`, a choice that also lets the shop remember the language and currency.
 */
export async function acceptEssentialCookies(page: Page, { functional = false } = {}) {
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'true', url: baseUrl() },
    {
      name: 'cookie_preferences',
      value: encodeURIComponent(JSON.stringify({ essential: true, functional, analytics: false, marketing: false })),
      url: baseUrl(),
    },
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

export const seed = { brands, categories, products, stores, attributeTranslations };

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
  await untilReady(page);
}

/** Reloads and waits until the page has rendered again. */
export async function reload(page: Page) {
  await page.reload();
  await untilReady(page);
}

/**
 * Until the page shows its heading and answers input: the server's HTML paints first and the page's code takes it over
 * after (decisions 34, 35), which start.tsx says on <html data-ready>. A shopper waits for a page to respond before
 * tapping its buttons; a test that acted at once would race the code's arrival.
 */
export async function untilReady(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true', PAGE_LOAD);
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

/** A displayed price in English: a currency symbol and an amount with thousands grouped and two decimals ("₵4,800.00", "$3.74"). */
export const PRICE = /^[₵$€£]\d{1,3}(,\d{3})*\.\d{2}$/;

/** What one of a seed stock item costs a shopper: the discount taken off, rounded half up to the pesewa. */
export const paidPesewas = (stock: { pricePesewas: number; discountPercentage: number }) =>
  stock.pricePesewas - Math.floor((stock.pricePesewas * stock.discountPercentage + 50) / 100);

/** "₵1,234.50" or "$3.74" -> 1234.5 */
export const parsePrice = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The spec's display rates relative to the cedi (section 9), written out here rather than taken from the app. */
export const RATES = { GHS: { rate: 1, symbol: '₵' }, USD: { rate: 0.083, symbol: '$' }, EUR: { rate: 0.076, symbol: '€' }, GBP: { rate: 0.065, symbol: '£' } };

/** A price in pesewas as shown in English in a display currency: converted, rounded to whole cents, grouped, 2 decimals. */
export function displayPrice(pesewas: number, currency: keyof typeof RATES = 'GHS'): string {
  const { rate, symbol } = RATES[currency];
  const amount = Math.round(pesewas * rate) / 100;
  return `${symbol}${amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

// ------------------------------------------------------------------------------------------------------------
// The translations the web app shows (to find controls by their label in Spanish and Chinese).

type Messages = { [key: string]: string | Messages };

export const LANGUAGES = ['en', 'es', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Makes the app start in a language (it reads the preferred_language cookie at start). */
export async function startIn(context: BrowserContext, language: Language) {
  await context.addCookies([{ name: 'preferred_language', value: language, url: baseUrl() }]);
}

/** The page shown is in `language`: <html lang>, one <h1> and the document title are the namespace's `title`. */
export async function expectTitledIn(page: Page, language: Language, namespace: string) {
  const title = text(language, namespace, 'title');
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-Hans' : language);
  await expect(h1).toHaveText(title);
  await expect(h1).toHaveCount(1);
  await expect(page).toHaveTitle(`${title} | Akwaaba Market`);
}

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

/** The price a card shows a shopper paying: its first price (an old price, struck through, follows it). */
export const cardPrice = (card: Locator) => card.getByText(PRICE).first();

/** The prices a shopper pays on every card in scope, as shown. */
export async function cardPriceTexts(scope: Locator): Promise<string[]> {
  const cards = await scope.getByRole('article').all();
  return Promise.all(cards.map(async (card) => (await cardPrice(card).textContent())!.trim()));
}

/** The prices a shopper pays on every card in scope, as numbers. */
export async function cardPrices(scope: Locator): Promise<number[]> {
  return (await cardPriceTexts(scope)).map(parsePrice);
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

// ------------------------------------------------------------------------------------------------------------
// Accounts: fresh customers, the development outbox (GET /dev/outbox?to=, no SMTP_URL in the journeys) and login.

const ACCOUNTS_API = '/customer/api/v1';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Empty: a field the customer left out (the profile says 'Not provided'). */
  otherNames: string;
  userName: string;
  /** As a Ghanaian shopper types it ("024 412 3456"). */
  phone: string;
  gender: 'Male' | 'Female' | 'Other';
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A customer nobody has used yet: a fresh email and username on every call. */
export function newAccount(overrides: Partial<Account> = {}): Account {
  const id = unique();
  return {
    email: `e2e.${id}@example.com`,
    password: 'Kente-2024',
    firstName: 'Ama',
    lastName: 'Mensah',
    otherNames: '',
    userName: `e2e_${id}`,
    phone: '024 412 3456',
    gender: 'Female',
    ...overrides,
  };
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The mails the development outbox kept for an address, oldest first. */
export async function outbox(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const res = await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status(), 'GET /dev/outbox (development outbox, no SMTP_URL)').toBe(200);
  return ((await res.json()) as { data: OutboxMail[] }).data;
}

/**
 * Moves an order to `status` through every step of the shop's table of moves (POST /dev/orders/:order_id/status, a
 * development helper answering only this machine), as the shop's staff will: each step a history row and a mail.
 */
export async function moveOrderTo(request: APIRequestContext, orderId: string, status: string): Promise<void> {
  const res = await request.post(`/dev/orders/${orderId}/status`, { data: { status } });
  expect(res.status(), `POST /dev/orders/${orderId}/status ${status}: ${await res.text()}`).toBe(200);
}

const codeIn = (mail: OutboxMail) => /(?<!\d)\d{6}(?!\d)/.exec(mail.text)?.[0];

/** The one-time codes mailed to an address, oldest first. */
export async function outboxCodes(request: APIRequestContext, email: string): Promise<string[]> {
  return (await outbox(request, email)).map(codeIn).filter((code): code is string => !!code);
}

/**
 * The newest one-time code mailed to an address, waiting until more than `after` codes have arrived (some mails
 * go out in the background, after the answer).
 */
export async function readCode(request: APIRequestContext, email: string, { after = 0 }: { after?: number } = {}): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => (codes = await outboxCodes(request, email)).length, { message: `a one-time code mailed to ${email}`, timeout: 10_000 })
    .toBeGreaterThan(after);
  return codes.at(-1)!;
}

/**
 * A shopper's own address for the account calls a journey makes behind the scenes. Every journey reaches the server
 * from 127.0.0.1, which the e2e server trusts as its balancer (TRUST_PROXY in playwright.config.ts): without an address
 * of its own, the suite's many new accounts would all count against one address's code limit (30 per 15 minutes),
 * as if one person were creating them all.
 */
const shopperAddress = () => `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${1 + ((Math.random() * 254) | 0)}`;

async function postAccounts(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(`${ACCOUNTS_API}${path}`, { data, headers: { 'x-forwarded-for': shopperAddress() } });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
}

/**
 * Creates an account through the real calls a signup makes (request-otp, the code from the outbox, POST
 * /user-setting/), for journeys that are not about signing up. Answers the account and when its code was sent
 * (the server makes an address wait 60 s between two codes).
 */
export async function signUpThroughApi(request: APIRequestContext, overrides: Partial<Account> = {}): Promise<Account & { codeSentAt: number }> {
  const account = newAccount(overrides);
  const codeSentAt = Date.now();
  await postAccounts(request, '/user-setting/request-otp/', { email: account.email, is_sign_up: true });
  const otp = await readCode(request, account.email);
  await postAccounts(request, '/user-setting/', {
    email: account.email,
    phone_number: account.phone,
    password: account.password,
    otp,
    profile: {
      first_name: account.firstName,
      last_name: account.lastName,
      other_names: account.otherNames,
      user_name: account.userName,
      gender: account.gender,
    },
  });
  return { ...account, codeSentAt };
}

/** A toast (sonner's "Notifications" region) with this text. */
export const toast = (page: Page, message: string | RegExp) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(message, { exact: typeof message === 'string' });

/** The header's account area: 'Login' for visitors, the customer's first name (a menu button) once signed in. */
export const headerLogin = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
export const accountMenuButton = (page: Page, firstName: string) => page.getByRole('banner').getByRole('button', { name: firstName, exact: true });

/** Fills and sends the login form of the page shown (/login), without waiting for the outcome. */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = page.getByRole('main');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

/** Logs in on /login (opened first unless `open` is false) and waits for 'Login successful!' and the page after it. */
export async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>, { open = true }: { open?: boolean } = {}) {
  if (open) await visit(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await submitLogin(page, account.email, account.password);
  await expect(toast(page, 'Login successful!')).toBeVisible();
  // The form goes on 1 s after the toast.
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 5_000 });
}
