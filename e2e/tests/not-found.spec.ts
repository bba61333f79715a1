import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures';

// Unknown addresses show the shop's 404 page; an unknown brand says so on the brand page.

async function expectNotFoundPage(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(main.getByText('404', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Return to Home' })).toBeVisible();
}

test('an unknown path shows 404 with a way back home', async ({ shopper: page }) => {
  await visit(page, '/no-such-page/at-all');
  await expectNotFoundPage(page);
  await expect(page).toHaveTitle(/Oops! Page not found/);

  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Akwaaba Market/ })).toBeVisible();
});

test('a product that does not exist shows the 404 page', async ({ shopper: page }) => {
  await visit(page, '/product/99999999');
  await expectNotFoundPage(page);
});

test('a product address that is not an id shows the 404 page', async ({ shopper: page }) => {
  await visit(page, '/product/not-a-number');
  await expectNotFoundPage(page);
});

test('an unknown brand shows Brand Not Found with a way back to the brands', async ({ shopper: page }) => {
  await visit(page, '/brand/no-such-brand');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Not Found' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Failed to load brand information');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Brands' }).click();
  await expect(page).toHaveURL(/\/brands$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
});

test('/brand without a brand goes to the brands list', async ({ shopper: page }) => {
  await visit(page, '/brand');
  await expect(page).toHaveURL(/\/brands$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
});
