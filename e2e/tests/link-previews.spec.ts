import { expect, paidPesewas, seedStock, stockIdOf, test } from '../fixtures';

// A shared link shows a preview: the server writes the product's title, price and picture into the page's HTML,
// where a link-preview crawler (which runs no JavaScript) reads them.

test("a product page's HTML carries its Open Graph and Twitter tags: title, price after the discount, picture", async ({ request, baseURL }) => {
  const { product, stock } = seedStock('SHEA-LIP-3'); // 10 % off
  const res = await request.get(`/product/${stockIdOf(stock.sku)}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  // Attribute values are escaped in the HTML ('Shea &amp; Beeswax'); a crawler reads them unescaped.
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const content = (property: string) => {
    const raw = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
    return raw === undefined ? undefined : unescape(raw);
  };
  expect(content('og:title')).toBe(product.name);
  expect(content('og:type')).toBe('product');
  expect(content('product:price:amount')).toBe((paidPesewas(stock) / 100).toFixed(2));
  expect(content('product:price:currency')).toBe('GHS');
  expect(content('og:image')).toMatch(new RegExp(`^${baseURL}/media/`));
  expect(content('twitter:card')).toBe('summary_large_image');
  expect(html).toContain(`<title>${product.name.replace(/&/g, '&amp;')} | Akwaaba Market</title>`);
  // The picture is one the shop serves.
  expect((await request.get(content('og:image')!)).status()).toBe(200);
});

test('a page the catalogue does not know gets the plain page, without product tags', async ({ request }) => {
  const html = await (await request.get('/product/999999')).text();
  expect(html).not.toContain('og:title');
});
