import type { Page } from '@playwright/test';
import { expect, logIn, openProduct, PAGE_LOAD, signUpThroughApi, stockIdOf, test, toast, visit } from '../fixtures';

// The wishlist from a card through login (issue 13): a guest's heart joins the account, My Account's Wishlist tab
// lists it, adds it to the cart and removes it, and the product page's heart follows.

const SKU = 'BSOAP-RAW-500';
const NAME = 'Raw African Black Soap (Alata Samina)';

const main = (page: Page) => page.getByRole('main');
/** The card of one stock item, found by its link to the product page. */
const cardOf = (page: Page, sku: string) =>
  main(page)
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/product/${stockIdOf(sku)}"]`) });
const heartIn = (scope: ReturnType<typeof main>, pressed: boolean) =>
  scope.getByRole('button', { name: pressed ? 'Remove from wishlist' : 'Add to wishlist', pressed });

test("a guest's heart joins the account at login; the tab adds it to the cart and removes it", async ({ shopper: page, request }) => {
  // As a guest: heart the 500 g soap on its card.
  await visit(page, '/shop?search=alata%20samina');
  const card = cardOf(page, SKU);
  await heartIn(card, false).click();
  await expect(heartIn(card, true)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guest_wishlist'))).toBe(JSON.stringify([stockIdOf(SKU)]));
  // A heart survives a reload (kept in this browser).
  await visit(page, '/shop?search=alata%20samina');
  await expect(heartIn(cardOf(page, SKU), true)).toBeVisible();

  // Log in: the heart joins the account and is forgotten here.
  const account = await signUpThroughApi(request);
  await logIn(page, account);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_wishlist')), PAGE_LOAD).toBeNull();

  // My Account's Wishlist tab lists it, in stock, with its price.
  await visit(page, '/profile?tab=wishlist');
  await expect(main(page).getByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true');
  const item = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: NAME }) });
  await expect(item).toBeVisible(PAGE_LOAD);
  await expect(item.getByText('500 g')).toBeVisible();
  await expect(item.getByText('₵35.00')).toBeVisible();
  await expect(item.getByText('In stock')).toBeVisible();

  // The product page's heart says it is on the list.
  await openProduct(page, SKU);
  await expect(heartIn(main(page), true)).toBeVisible();

  // Add to cart from the tab: the spec's toast, and the cart holds it.
  await visit(page, '/profile?tab=wishlist');
  await main(page)
    .getByRole('button', { name: `Add ${NAME} to cart` })
    .click();
  await expect(toast(page, 'Item added to cart')).toBeVisible();
  // The cart's add opens the cart panel, as everywhere in the shop; Escape closes it.
  const panel = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(panel.getByRole('link', { name: NAME }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // Remove it: the spec's toast, the empty state, and the focus stays in the tab.
  await main(page)
    .getByRole('button', { name: `Remove ${NAME} from wishlist` })
    .click();
  await expect(toast(page, 'Item removed from wishlist')).toBeVisible();
  await expect(main(page).getByText('Your wishlist is empty')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'My Wishlist' })).toBeFocused();
  await expect(main(page).getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/shop');

  // The product page's heart follows, and hearting it there puts it back on the list.
  await openProduct(page, SKU);
  await heartIn(main(page), false).click();
  await expect(heartIn(main(page), true)).toBeVisible();
  await visit(page, '/profile?tab=wishlist');
  await expect(main(page).getByRole('link', { name: NAME })).toBeVisible(PAGE_LOAD);
});

test('the heart works by keyboard and the tab fits a 360 px screen', async ({ shopper: page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const account = await signUpThroughApi(request);
  await logIn(page, account);
  await openProduct(page, SKU);
  const heart = heartIn(main(page), false);
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(heartIn(main(page), true)).toBeFocused();
  await visit(page, '/profile?tab=wishlist');
  await expect(main(page).getByRole('link', { name: NAME })).toBeVisible(PAGE_LOAD);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(main(page).getByRole('button', { name: `Add ${NAME} to cart` })).toBeInViewport({ ratio: 0.5 });
});
