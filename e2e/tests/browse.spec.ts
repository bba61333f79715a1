import { cardNames, cardPrice, displayPrice, expect, paidPesewas, productCards, seed, seedStocks, test, visit } from '../fixtures';

// A shopper finds their way from the home page to a product and back, and browses a category.

test('home → Shop Now → a product card → the product page, and back to the shop', async ({ shopper: page }) => {
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Akwaaba Market/ })).toBeVisible();

  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

  const card = productCards(page.getByRole('main')).first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const price = (await cardPrice(card).textContent())!.trim();
  expect(price).toMatch(/^₵/);

  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('main').getByText(price, { exact: true })).toBeVisible();
  // The card's price is what the product page charges: the SKU is that of one of the product's stock items at that
  // price, the discount taken off.
  const skus = seedStocks.filter((e) => e.product.name === name && displayPrice(paidPesewas(e.stock)) === price).map((e) => e.stock.sku);
  expect(skus.length).toBeGreaterThan(0);
  await expect(page.getByText(/^SKU: /)).toHaveText(new RegExp(`^SKU: (${skus.join('|')})$`));

  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(productCards(page.getByRole('main')).first()).toBeVisible();
});

test('home shows 4 featured products, the popular categories and the top brands; a category lists only its products', async ({ shopper: page }) => {
  await visit(page, '/');

  // Four different products the shop chose, never two sizes of one.
  const featured = page.getByRole('region', { name: 'Featured Products' });
  await expect(productCards(featured)).toHaveCount(4);
  await expect(featured.getByText('Out of stock', { exact: true })).toHaveCount(0);
  const featuredNames = await cardNames(featured);
  expect(new Set(featuredNames).size).toBe(4);
  const chosenProducts = seed.products.filter((p) => p.featured).map((p) => p.name);
  for (const name of featuredNames) expect(chosenProducts).toContain(name);
  await expect(featured.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/shop');

  const popular = page.getByRole('region', { name: 'Popular Categories' });
  const featuredCategories = seed.categories.filter((c) => c.featured).slice(0, 4);
  await expect(popular.getByRole('heading', { level: 3 })).toHaveText(featuredCategories.map((c) => c.name));
  await expect(popular.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/categories');

  const topBrands = page.getByRole('region', { name: 'Top Brands' });
  const brandHeadings = topBrands.getByRole('heading', { level: 3 });
  await expect(brandHeadings).toHaveCount(4);
  // The brands the shop chose (4 in the seed), in the order of the brand list (by name).
  const chosenBrands = seed.brands.filter((b) => b.featured).map((b) => b.name);
  expect(chosenBrands).toHaveLength(4);
  await expect(brandHeadings).toHaveText([...chosenBrands].sort((a, b) => a.localeCompare(b)));
  await expect(topBrands.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/brands');

  // A category card leads to the category, which lists only that category's products.
  const category = featuredCategories.find((c) => c.slug === 'kente-textiles') ?? featuredCategories[0]!;
  await popular.getByRole('link', { name: category.name }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${category.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();

  const inCategory = seedStocks.filter((e) => e.product.category === category.slug);
  const products = page.getByRole('region', { name: 'Products' });
  await expect(productCards(products)).toHaveCount(Math.min(24, inCategory.length));
  const allowed = [...new Set(inCategory.map((e) => e.product.name))];
  for (const name of await cardNames(products)) expect(allowed, `${name} belongs to ${category.name}`).toContain(name);
});
