import { expect, productCards, test, visit } from '../fixtures';

// The home page's welcome picture at a phone's and a laptop's width, and a product link that starts loading the
// product while the mouse rests on it.

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${width} px the hero shows its whole picture, loaded, without sideways scrolling or moving anything`, async ({ shopper: page }) => {
    await page.setViewportSize({ width, height });
    await visit(page, '/');
    const hero = page.getByRole('region', { name: /Welcome to Akwaaba Market/ });
    const picture = hero.locator('img');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('alt', '');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const box = (await picture.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // A picture one can see, not a sliver: at least a third of a phone's width, drawn at its 3:2 shape.
    expect(box.width).toBeGreaterThanOrEqual(Math.min(width / 3, 300));
    expect(box.width / box.height).toBeCloseTo(1.5, 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Its box was reserved before it arrived: no layout shift moved anything in the hero.
    const shiftsInHero = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const hero = document.getElementById('hero-title')!.closest('section')!;
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
              if (entry.sources.some((s) => s.node && hero.contains(s.node))) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shiftsInHero).toBe(0);
  });
}

test('resting the mouse on a product card starts loading the product; the click then shows it without asking again', async ({ shopper: page }) => {
  const stockCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/customer\/api\/v1\/stock\/\d+\//.test(path)) stockCalls.push(path);
  });
  // The prefetch's code is a chunk of its own that a visit downloads only with the first sign of intent towards a link.
  const prefetchCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/intent-prefetch-')) prefetchCode.push(request.url());
  });
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  expect(prefetchCode).toEqual([]);

  const card = productCards(page.getByRole('region', { name: 'Featured Products' })).first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const link = card.getByRole('link');
  const id = (await link.getAttribute('href'))!.split('/').pop()!;

  const stockItem = page.waitForRequest((request) => new URL(request.url()).pathname === `/customer/api/v1/stock/${id}/`);
  // The product page's own chunk (product-<hash>.js), not the product card's.
  const productCode = page.waitForRequest((request) => /\/assets\/product-[\w-]{8}\.js$/.test(request.url()));
  await link.hover();
  await Promise.all([stockItem, productCode]);
  await expect(page).toHaveURL(/\/$/);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(stockCalls.filter((path) => path === `/customer/api/v1/stock/${id}/`)).toHaveLength(1);
});
