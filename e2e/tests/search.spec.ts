import type { Page } from '@playwright/test';
import { displayPrice, expect, paidPesewas, productCards, seedStock, stockIdOf, test, visit } from '../fixtures';

// The forgiving search from the header (issue 10, "Finding things"): plural and singular, words run together and a
// typo still find the product; suggestions while typing, usable with the keyboard alone.

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' });

for (const [term, product] of [
  ['baskets', 'Bolga Market Basket'],
  ['sheabutter', 'Raw Unrefined Shea Butter'],
  ['shea buter', 'Raw Unrefined Shea Butter'],
] as const) {
  test(`the header search forgives: '${term}' shows ${product} on /shop`, async ({ shopper: page }) => {
    await visit(page, '/');
    await headerSearch(page).fill(term);
    await headerSearch(page).press('Enter');

    await expect(page).toHaveURL(`/shop?${new URLSearchParams({ search: term })}`);
    await expect(page.getByText(`Results for "${term}"`)).toBeVisible();
    await expect(productCards(page.getByRole('main')).filter({ hasText: product }).first()).toBeVisible();
  });
}

test('suggestions with the keyboard alone: type, ArrowDown, Enter opens the product page', async ({ shopper: page }) => {
  await visit(page, '/');
  await headerSearch(page).focus();
  await page.keyboard.type('shea buter');

  await expect(suggestions(page)).toBeVisible();
  await expect(headerSearch(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^[1-6] suggestions?$/);
  const first = suggestions(page).getByRole('option').first();
  // The product's first size in stock, at the price a shopper pays, as its card shows it.
  const raw = seedStock('SHEA-RAW-250');
  await expect(first).toContainText('Raw Unrefined Shea Butter');
  await expect(first).toContainText(displayPrice(paidPesewas(raw.stock)));
  await expect(suggestions(page).getByRole('option').last()).toHaveText('See all results for "shea buter"');

  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(headerSearch(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(headerSearch(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/product/${stockIdOf('SHEA-RAW-250')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Raw Unrefined Shea Butter' })).toBeVisible();
  await expect(suggestions(page)).toBeHidden();
});

test('Escape closes the suggestions, a second Escape clears the box; nonsense suggests nothing', async ({ shopper: page }) => {
  await visit(page, '/');
  await headerSearch(page).focus();
  await page.keyboard.type('baskets');
  await expect(suggestions(page).getByRole('option', { name: /Bolga Market Basket/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(headerSearch(page)).toHaveValue('baskets');
  await page.keyboard.press('Escape');
  await expect(headerSearch(page)).toHaveValue('');

  await page.keyboard.type('zzzzzz');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('No suggestions');
  await expect(suggestions(page)).toBeHidden();
  await expect(headerSearch(page)).toHaveAttribute('aria-expanded', 'false');
});
