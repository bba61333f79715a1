import type { Page } from '@playwright/test';
import { acceptEssentialCookies, displayPrice, expect, openProduct, reload, seedStock, test, text, visit } from '../fixtures';

// The shopper's language (header) and display currency (footer).

const currencySelect = (page: Page) => page.getByRole('contentinfo').getByLabel('Currency');

test('switching to Español and then 中文 translates the page and sets <html lang>', async ({ shopper: page }) => {
  await visit(page, '/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: text('es', 'shop', 'title') })).toBeVisible();
  await expect(page.getByLabel(text('es', 'shop', 'sort.label'))).toBeVisible();
  await expect(page.getByRole('checkbox', { name: text('es', 'shop', 'filters.inStock') })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: text('es', 'layout', 'header.nav.label') }).getByRole('link', { name: text('es', 'layout', 'header.nav.brands') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toHaveCount(0);

  await page.getByLabel(text('es', 'layout', 'header.language')).selectOption({ label: '中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1, name: text('zh', 'shop', 'title') })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: text('zh', 'shop', 'filters.inStock') })).toBeVisible();

  await page.getByLabel(text('zh', 'layout', 'header.language')).selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
});

test('the footer currency shows prices in USD, EUR and GBP, and USD is remembered across a reload', async ({ shopper: page, context }) => {
  // Remembering the currency is a functional cookie (decision 12).
  await acceptEssentialCookies(page, { functional: true });
  const sku = 'SHEA-RAW-250';
  const { stock } = seedStock(sku);
  expect(stock.discountPercentage).toBe(0);
  await openProduct(page, sku);
  const main = page.getByRole('main');
  await expect(main.getByText(displayPrice(stock.pricePesewas, 'GHS'), { exact: true })).toBeVisible();
  await expect(currencySelect(page)).toHaveValue('GHS');

  await currencySelect(page).selectOption('USD');
  const usd = displayPrice(stock.pricePesewas, 'USD');
  await expect(main.getByText(usd, { exact: true })).toBeVisible();
  await expect(main.getByText(/₵\d/)).toHaveCount(0);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'preferred_currency')?.value).toBe('USD');

  await reload(page);
  await expect(page.getByText(`SKU: ${sku}`, { exact: true })).toBeVisible();
  await expect(main.getByText(usd, { exact: true })).toBeVisible();
  await expect(currencySelect(page)).toHaveValue('USD');

  await currencySelect(page).selectOption('EUR');
  await expect(main.getByText(displayPrice(stock.pricePesewas, 'EUR'), { exact: true })).toBeVisible();
  await expect(main.getByText(/^€[\d,]+\.\d{2}$/)).toHaveCount(1);

  await currencySelect(page).selectOption('GBP');
  await expect(main.getByText(displayPrice(stock.pricePesewas, 'GBP'), { exact: true })).toBeVisible();

  // Product cards follow the currency too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  const prices = page
    .getByRole('region', { name: 'Products' })
    .getByRole('article')
    .getByText(/^[₵$€£]\d/);
  await expect(prices.first()).toBeVisible();
  for (const price of await prices.allTextContents()) expect(price).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
});
