import type { Page } from '@playwright/test';
import { expect, openProduct, seedStock, test, toast, visit } from '../fixtures';

// Toasts sit at the bottom of the window, well below the sticky header, so they never hide the navigation or the cart
// badge, and show two at most. (That they never hide the focused element: focus-not-hidden.spec.ts.)

const header = (page: Page) => page.getByRole('banner');
const shownToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

async function threeToasts(page: Page) {
  const { stock, product } = seedStock('SHEA-LIP-1');
  await openProduct(page, stock.sku);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await page.keyboard.press('Escape');
  await visit(page, '/cart');
  const increase = page.getByRole('main').getByRole('button', { name: `Increase quantity of ${product.name}` });
  for (let i = 0; i < 3; i++) await increase.click();
  await expect(page.locator('[data-sonner-toast]')).not.toHaveCount(0);
}

async function expectBelowHeader(page: Page) {
  const headerBox = (await header(page).boundingBox())!;
  await expect(shownToasts(page).first()).toBeVisible();
  // Once they have slid in (a toast enters from above, fading in), every toast shown is below the header.
  const highestTop = async () => Math.min(...(await shownToasts(page).evaluateAll((toasts) => toasts.map((t) => t.getBoundingClientRect().top))));
  await expect.poll(highestTop).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  // At the bottom of the window.
  const lowestBottom = async () => Math.max(...(await shownToasts(page).evaluateAll((toasts) => toasts.map((t) => t.getBoundingClientRect().bottom))));
  await expect.poll(lowestBottom).toBeGreaterThan(page.viewportSize()!.height - 64);
}

for (const [name, viewport] of [
  ['a desktop screen', { width: 1280, height: 800 }],
  ['a tablet screen (the header in two rows)', { width: 900, height: 800 }],
  ['a phone screen', { width: 390, height: 800 }],
] as const) {
  test(`on ${name}, toasts appear at the bottom, below the header, and at most two at once`, async ({ shopper: page }) => {
    await page.setViewportSize(viewport);
    await threeToasts(page);
    await expect(toast(page, 'Cart updated').first()).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(3);
    await expect(shownToasts(page)).toHaveCount(2);
    await expectBelowHeader(page);
    await expect(header(page).getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  });
}
