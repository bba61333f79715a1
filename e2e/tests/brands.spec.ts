import { cardNames, expect, productCards, seed, seedStocks, test, visit } from '../fixtures';

// The brand list with its search, and a brand's page by id and by slug.

test('the brands list filters by name, ignoring case', async ({ shopper: page }) => {
  await visit(page, '/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
  const main = page.getByRole('main');
  const names = main.getByRole('listitem').getByRole('heading');
  await expect(names).toHaveCount(seed.brands.length);

  const search = main.getByRole('searchbox', { name: 'Search brands' });
  await search.fill('KENTE');
  const matching = seed.brands.filter((b) => b.name.toLowerCase().includes('kente')).map((b) => b.name);
  expect(matching.length).toBeGreaterThan(0);
  await expect(names).toHaveText(matching);

  await search.fill('krOBo');
  await expect(names).toHaveText(seed.brands.filter((b) => b.name.toLowerCase().includes('krobo')).map((b) => b.name));

  await search.fill('no brand is called this');
  await expect(main.getByText('No brands found matching your search.')).toBeVisible();
  await expect(names).toHaveCount(0);

  await search.fill('');
  await expect(names).toHaveCount(seed.brands.length);
});

test('a brand card opens /brand/{id}; the same brand by slug shows the same name and its products', async ({ shopper: page }) => {
  const brand = seed.brands.find((b) => b.slug === 'bonwire-kente')!;
  await visit(page, '/brands');
  await page.getByRole('main').getByRole('link', { name: brand.name }).click();
  await expect(page).toHaveURL(/\/brand\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
  await expect(page.getByText(brand.description)).toBeVisible();

  const ofBrand = seedStocks.filter((e) => e.product.brand === brand.slug);
  const allowed = [...new Set(ofBrand.map((e) => e.product.name))];
  const products = page.getByRole('region', { name: 'Products' });
  await expect(productCards(products)).toHaveCount(Math.min(24, ofBrand.length));
  const byId = await cardNames(products);
  for (const name of byId) expect(allowed, `${name} is made by ${brand.name}`).toContain(name);

  await visit(page, `/brand/${brand.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
  await expect(productCards(products)).toHaveCount(Math.min(24, ofBrand.length));
  expect(await cardNames(products)).toEqual(byId);

  // A product card leads to the product.
  await productCards(products).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: byId[0] })).toBeVisible();
});
