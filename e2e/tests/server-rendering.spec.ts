import type { Page } from '@playwright/test';
import { shopperWithCart } from '../checkout-steps';
import {
  accountMenuButton,
  expect,
  headerLogin,
  logIn,
  PRICE,
  productCards,
  seed,
  seedStock,
  signUpThroughApi,
  startIn,
  stockIdOf,
  test,
  text,
  visit,
} from '../fixtures';

// The catalogue pages come from the server with their content (decision 34): readable without JavaScript, and taken
// over by the browser (hydrated) without the content going away or a spinner showing in its place.

const category = seed.categories[0]!;
const brand = seed.brands[0]!;
const product = seedStock('SHEA-RAW-250');

/** A skeleton or a spinner where content will be (the empty live regions of a page are statuses too, so not those). */
const LOADER = '[role="status"][aria-busy="true"], [role="status"]:has(.animate-spin)';
/** The page-wide ones: a skeleton, or the spinner the page's room shows while its code loads. */
const PAGE_LOADER = '[role="status"][aria-busy="true"], [role="status"].min-h-\\[70vh\\]';

const PAGES = [
  { path: '/', h1: text('en', 'catalog', 'hero.title'), cards: true },
  { path: '/shop', h1: text('en', 'shop', 'title'), cards: true },
  { path: `/category/${category.slug}`, h1: category.name, cards: true },
  { path: `/brand/${brand.slug}`, h1: brand.name, cards: true },
  { path: `/product/${stockIdOf('SHEA-RAW-250')}`, h1: product.product.name, cards: false },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1, cards } of PAGES) {
    test(`${path} shows its heading, products and prices`, async ({ shopper: page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(main.getByText(PRICE).first()).toBeVisible();
      if (cards) {
        await expect(productCards(main).first()).toBeVisible();
        expect(await productCards(main).count()).toBeGreaterThan(0);
      }
      // No spinner or skeleton stands in for the content.
      await expect(main.locator(LOADER)).toHaveCount(0);
    });
  }

  test('a category in Spanish: the page, its catalogue names and <html lang> in the shopper language', async ({ shopper: page, context }) => {
    await startIn(context, 'es');
    await page.goto(`/category/${category.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(category.translations.es.name);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: text('es', 'catalog', 'productsHeading') })).toBeVisible();
  });
});

test("the app's code is asked for once the server's page is on screen, not with the HTML (decision 35)", async ({ shopper: page }) => {
  await visit(page, `/category/${category.slug}`);
  const { paintedAt, entry, scripts } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    entry: (document.querySelector('script[type="module"][src]') as HTMLScriptElement).src,
    scripts: performance
      .getEntriesByType('resource')
      .filter((resource) => resource.name.endsWith('.js'))
      .map((resource) => ({ name: resource.name, startTime: resource.startTime })),
  }));
  expect(paintedAt).toBeGreaterThan(0);
  const code = scripts.filter((script) => script.name !== entry);
  // The app's code and the page's chunks: every one asked for after the paint was shown.
  expect(code.length).toBeGreaterThan(3);
  expect(code.filter((script) => script.startTime < paintedAt!)).toEqual([]);
});

test('an unknown product, category or brand is answered 404 with the not-found page', async ({ request }) => {
  for (const path of ['/product/999999', '/product/not-an-id', '/category/no-such-category', '/brand/no-such-brand', '/no/such/page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
  // Each with its page, not a skeleton waiting for the browser.
  for (const [path, title] of [
    ['/product/999999', text('en', 'layout', 'notFound.title')],
    ['/category/no-such-category', text('en', 'catalog', 'category.unavailable')],
    ['/brand/no-such-brand', text('en', 'catalog', 'brand.notFound')],
  ]) {
    const html = await (await request.get(path!)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html, path).not.toContain('aria-busy="true"');
  }
});

/** Notes the elements of <main> as the HTML is parsed (before any script runs), and any page-wide loader added after. */
async function watchHydration(page: Page) {
  await page.addInitScript((pageLoader) => {
    const w = window as unknown as { serverNodes: Element[]; spinners: number };
    w.spinners = 0;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root')!;
      w.serverNodes = Array.from(root.querySelectorAll('main *'));
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof Element && node.closest('main') && (node.matches(pageLoader) || node.querySelector(pageLoader))) w.spinners++;
      }).observe(root, { childList: true, subtree: true });
    });
  }, PAGE_LOADER);
}

/** Opens `path` and expects the server's page to be taken over as it is: nothing in <main> replaced, no spinner, no error. */
async function expectTakenOverAsSent(page: Page, path: string, h1: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await watchHydration(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(h1);
  const { replaced, kept, spinners } = await page.evaluate(() => {
    const w = window as unknown as { serverNodes: Element[]; spinners: number };
    return { replaced: w.serverNodes.filter((node) => !node.isConnected).length, kept: w.serverNodes.length, spinners: w.spinners };
  });
  expect(kept).toBeGreaterThan(20);
  // Hearts and the product's reviews come after (they take no room before): nothing the server sent is redrawn.
  expect(replaced).toBe(0);
  expect(spinners).toBe(0);
  expect(errors).toEqual([]);
}

for (const { path, h1 } of PAGES) {
  test(`${path}: the browser takes the server's page over as it is (no element replaced, no spinner)`, async ({ shopper: page }) => {
    await expectTakenOverAsSent(page, path, h1);
  });
}

test("a signed-in shopper's cart comes from the server with their lines, for them alone, and works once taken over", async ({ shopper: page, request }) => {
  // Two steps before the cart (sign-up, sign-in with its password check): slow on a busy machine.
  test.slow();
  const account = await shopperWithCart(page, request);
  const soap = seedStock('BSOAP-RAW-250').product.name;

  // The HTML itself holds the shopper's line and name, and says no cache may keep it (decision 44).
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const answer = await request.get('/cart', { headers: { cookie: cookies } });
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const html = await answer.text();
  expect(html).toContain(soap);
  expect(html).toContain(`>${account.firstName}<`);
  // A visitor asking for the same page gets the shell, never that cart.
  const visitor = await (await request.get('/cart', { headers: { cookie: '' } })).text();
  expect(visitor).not.toContain(soap);

  await expectTakenOverAsSent(page, '/cart', text('en', 'cart', 'title'));
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  const row = page.getByRole('main').getByRole('row').filter({ hasText: soap });
  await row.getByRole('button', { name: `Increase quantity of ${soap}` }).click();
  await expect(row.getByRole('textbox')).toHaveValue('2');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
});

test("a signed-in shopper's checkout comes from the server with their details, its fields disabled until taken over", async ({ shopper: page, request }) => {
  test.slow();
  const account = await shopperWithCart(page, request);
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const answer = await request.get('/checkout', { headers: { cookie: cookies } });
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const html = await answer.text();
  expect(html).toContain(`value="${account.email}"`);
  expect(html).toMatch(/<fieldset disabled/);
  // The header counts their item already, as it will once taken over.
  expect(html).toContain('aria-label="Cart, 1 item"');

  // The form's rules (zod and the contract's schemas) are not part of the page: they come once a field is reached.
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
  await expectTakenOverAsSent(page, '/checkout', text('en', 'checkout', 'title'));
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  const form = page.getByRole('form', { name: text('en', 'checkout', 'formLabel') });
  await expect(form.getByLabel('Email')).toBeEnabled();
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
  expect(scripts.filter((url) => /\/(zod|form-rules)-/.test(url))).toEqual([]);
  await form.getByLabel('Email').focus();
  await expect.poll(() => scripts.some((url) => /\/form-rules-/.test(url))).toBe(true);
  // And they check: an address that is not one is refused on submit, as before.
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: text('en', 'checkout', 'submit.complete') }).click();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

/**
 * A slow phone: opens `path` with its scripts held back, so the server's HTML is on screen and its code is not yet.
 * Answers the function that lets the scripts come and waits until the page has taken over.
 */
async function openWithoutItsCode(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsMayCome;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  };
}

test("a signed-in shopper is never shown 'Login' by a page kept for everyone: hidden until taken over, then their name", async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  // A visitor's page before its code came: 'Login', as the server rendered it.
  let letTheCodeCome = await openWithoutItsCode(page, `/category/${category.slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(category.name);
  await expect(headerLogin(page)).toBeVisible();
  await letTheCodeCome();
  await page.unrouteAll();

  await logIn(page, account);
  // The same kept HTML for a signed-in shopper: its 'Login' keeps its room but does not show, until the header is theirs.
  const html = await (await request.get(`/category/${category.slug}`)).text();
  expect(html).toContain('>Login<');
  // The page's own inline script decides it before the first paint, allowed by the CSP (by its hash).
  const refused: string[] = [];
  page.on('console', (message) => void (message.text().includes('Content Security Policy') && refused.push(message.text())));
  letTheCodeCome = await openWithoutItsCode(page, `/category/${category.slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(category.name);
  await expect(page.getByRole('banner').locator('[data-login-link]')).toBeHidden();
  await expect(accountMenuButton(page, account.firstName)).toHaveCount(0);
  await letTheCodeCome();
  await expect(accountMenuButton(page, account.firstName)).toBeVisible();
  await expect(headerLogin(page)).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-session-hint');
  expect(refused).toEqual([]);
});

test("what a shopper chose on the server's page before its code came is kept once the code takes over", async ({ shopper: page }) => {
  const letTheCodeCome = await openWithoutItsCode(page, '/shop');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(text('en', 'shop', 'title'));

  // The server's menus and boxes work without the code: the shopper picks euros and ticks a filter meanwhile.
  const currency = page.getByRole('contentinfo').getByLabel('Currency');
  await currency.selectOption('EUR');
  const inStockOnly = page.getByRole('checkbox', { name: text('en', 'shop', 'filters.inStock') });
  await inStockOnly.check();
  await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');

  await letTheCodeCome();
  // Both choices stand and act: prices in euros, the list narrowed (the filter is in the address).
  await expect(currency).toHaveValue('EUR');
  await expect(inStockOnly).toBeChecked();
  await expect(page).toHaveURL(/[?&]in_stock=true/);
  await expect(productCards(page.getByRole('main')).first().getByText(PRICE).first()).toHaveText(/^€/);
});

test("a shopper who scrolled the server's page before its code came stays where they were reading", async ({ shopper: page }) => {
  const letTheCodeCome = await openWithoutItsCode(page, '/shop');
  await expect(productCards(page.getByRole('main')).last()).toBeAttached();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const readingAt = await page.evaluate(() => window.scrollY);

  await letTheCodeCome();
  // A smooth scroll back to the top would take a few hundred milliseconds: give one the time to show.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => window.scrollY)).toBe(readingAt);
});

test('the product page the server sent works once taken over: Add to Cart raises the header count', async ({ shopper: page }) => {
  // Taken over: the page says it answers input (a tap before that is the server's plain button's, and does nothing).
  await visit(page, `/product/${stockIdOf('SHEA-RAW-250')}`);
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
  await expect(cart).toHaveAccessibleName('Cart, 0 items');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart, 1 item');
});

test('a guest cart stored in the browser shows in the header once the server page is taken over', async ({ shopper: page }) => {
  await visit(page, `/category/${category.slug}`);
  await productCards(page.getByRole('main')).first().getByRole('button', { name: 'Add to Cart' }).click();
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
  await expect(cart).toHaveAccessibleName('Cart, 1 item');
  await page.keyboard.press('Escape');
  await page.goto('/');
  await expect(cart).toHaveAccessibleName('Cart, 1 item');
});
