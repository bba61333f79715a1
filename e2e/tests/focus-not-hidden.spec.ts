import type { Page } from '@playwright/test';
import { expect, openProduct, seedStock, test, toast, visit } from '../fixtures';

// Focus is never hidden (WCAG 2.2, 2.4.11): tabbing through a long page, forwards and back, never leaves the focused
// element under the sticky header, and a toast never sits over it.

const WIDTHS = [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1366, height: 768 }],
] as const;

/**
 * What hides the focused element now: 'header' when part of it is under the sticky header (the header paints over
 * it there), 'toast' when a toast shown overlaps it, 'cookie banner' when the banner asking for a choice does; null
 * when nothing does, or the focus is on the header itself.
 */
function whatHidesFocus(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body || focused.closest('header, [data-sonner-toaster]')) return null;
    const box = focused.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    const top = Math.max(box.top, header.top);
    const bottom = Math.min(box.bottom, header.bottom);
    if (bottom - top > 0.5) {
      const x = box.left + Math.min(box.width / 2, 4);
      const onTop = document.elementFromPoint(x, (top + bottom) / 2);
      if (onTop?.closest('header')) return 'header';
    }
    const overlaps = (t: DOMRect) => t.top < box.bottom - 0.5 && t.bottom > box.top + 0.5 && t.left < box.right && t.right > box.left;
    const toasts = Array.from(document.querySelectorAll('[data-sonner-toast][data-visible="true"]'), (t) => t.getBoundingClientRect());
    if (toasts.some(overlaps)) return 'toast';
    const banner = document.querySelector('[data-cookie-banner]');
    if (banner && !banner.contains(focused) && overlaps(banner.getBoundingClientRect())) return 'cookie banner';
    return null;
  });
}

const focusName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    return `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  });

/** Two frames: the page has answered what just happened (the tests ask for reduced motion: nothing slides). */
const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Toasts shown have taken their place, and the page has answered them. */
async function toastsInPlace(page: Page) {
  await expect(page.locator('[data-sonner-toast][data-visible="true"]').first()).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-visible="true"]:not([data-mounted="true"])')).toHaveCount(0);
  await settled(page);
}

/** Presses `key` until the focus leaves the page's last (or first) control, checking every element it lands on. */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab', presses: number) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate(() => document.activeElement === document.body)) return;
    await settled(page);
    expect(await whatHidesFocus(page), `after ${i + 1} × ${key}, ${await focusName(page)} is hidden`).toBeNull();
  }
}

for (const [name, viewport] of WIDTHS) {
  test(`on ${name}, tabbing through /shop and back never leaves the focus under the sticky header`, async ({ shopper: page }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    await visit(page, '/shop');
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeAttached();
    await tabThrough(page, 'Tab', 120);
    // Backwards, the browser brings each element in at the top of the window: right under the header.
    await tabThrough(page, 'Shift+Tab', 120);
  });

  test(`on ${name}, a toast never covers the focused element`, async ({ shopper: page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    const { product, stock } = seedStock('SHEA-RAW-250');
    await openProduct(page, stock.sku);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'View Cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    // 'Added to cart' goes (it waits while the pointer rests on it).
    await page.mouse.move(0, 0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });

    // The shopper's + sits at the very bottom of the window (made that short) when the toast comes up over it.
    const increase = page.getByRole('main').getByRole('button', { name: `Increase quantity of ${product.name}` });
    const plusBottom = await increase.evaluate((button) => button.getBoundingClientRect().bottom + window.scrollY);
    await page.setViewportSize({ width: viewport.width, height: Math.ceil(plusBottom) + 2 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await increase.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Cart updated')).toBeVisible();
    await toastsInPlace(page);
    await expect(increase).toBeFocused();
    expect(await whatHidesFocus(page), 'the + under the toast').toBeNull();

    // Moving on with the toast still there.
    await tabThrough(page, 'Tab', 3);

    // The page's last control, at the very bottom, rises above the toast too.
    await increase.focus();
    await page.keyboard.press('Enter');
    await toastsInPlace(page);
    const currency = page.getByRole('contentinfo').getByRole('combobox');
    await currency.focus();
    await settled(page);
    expect(await whatHidesFocus(page), 'the footer currency select under the toast').toBeNull();
  });
}

test('on a phone, tabbing through /shop while the cookie banner asks never leaves the focus under the banner', async ({ page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/shop');
  const banner = page.getByRole('region', { name: 'Cookie Preferences' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeAttached();
  await tabThrough(page, 'Tab', 60);
  await tabThrough(page, 'Shift+Tab', 60);
  await expect(banner).toBeVisible();
});
