import type { Page } from '@playwright/test';
import { expect, openProduct, seed, seedStock, stockIdOf, test, text, visit, type Language } from '../fixtures';

// Category, attribute and option names in Spanish and Chinese (issue 10): the shop's own texts and the catalogue's
// names change together when the shopper picks a language, on the page already open.

const { Colour, Length } = seed.attributeTranslations;

async function chooseLanguage(page: Page, from: Language, to: 'Español' | '中文' | 'English') {
  await page
    .getByRole('banner')
    .getByLabel(text(from, 'layout', 'header.language'))
    .selectOption({ label: to });
}

const optionGroup = (page: Page, name: string) => page.getByRole('main').getByRole('group', { name, exact: true });

test('a product’s colours and lengths are named in Español and then 中文, and choosing one still opens that variant', async ({ shopper: page }) => {
  const indigo = seedStock('BATIK-IND-2Y');
  const ochre = seedStock('BATIK-OCH-2Y');
  await openProduct(page, indigo.stock.sku);
  await expect(optionGroup(page, 'Colour').getByRole('button', { name: 'Indigo', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await chooseLanguage(page, 'en', 'Español');
  const colour = optionGroup(page, Colour!.name.es);
  await expect(colour.getByRole('button', { name: Colour!.values!.Indigo!.es, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(colour.getByRole('button', { name: Colour!.values!.Ochre!.es, exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(optionGroup(page, Length!.name.es).getByRole('button', { name: Length!.values!['2 yards']!.es, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(optionGroup(page, 'Colour')).toHaveCount(0);

  // Chosen by its Spanish name, the ochre fabric opens, still in Spanish.
  await colour.getByRole('button', { name: Colour!.values!.Ochre!.es, exact: true }).click();
  await expect(page).toHaveURL(`/product/${stockIdOf(ochre.stock.sku)}`);
  await expect(colour.getByRole('button', { name: Colour!.values!.Ochre!.es, exact: true })).toHaveAttribute('aria-pressed', 'true');

  await chooseLanguage(page, 'es', '中文');
  await expect(optionGroup(page, Colour!.name.zh).getByRole('button', { name: Colour!.values!.Ochre!.zh, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(optionGroup(page, Length!.name.zh).getByRole('button', { name: Length!.values!['2 yards']!.zh, exact: true })).toBeVisible();
  await expect(optionGroup(page, Colour!.name.es)).toHaveCount(0);
});

test('the categories page names every category in Español and then 中文', async ({ shopper: page }) => {
  await visit(page, '/categories');
  const main = page.getByRole('main');
  const headings = main.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(seed.categories.map((c) => c.name));

  await chooseLanguage(page, 'en', 'Español');
  await expect(main.getByRole('heading', { level: 1, name: text('es', 'catalog', 'categories.title') })).toBeVisible();
  await expect(headings).toHaveText(seed.categories.map((c) => c.translations.es.name));
  const kente = seed.categories.find((c) => c.slug === 'kente-textiles')!;
  await expect(main.getByText(kente.translations.es.description, { exact: true })).toBeVisible();

  await chooseLanguage(page, 'es', '中文');
  await expect(headings).toHaveText(seed.categories.map((c) => c.translations.zh.name));

  // A category's own page says its name in the language chosen.
  await main.getByRole('link', { name: kente.translations.zh.name }).click();
  await expect(main.getByRole('heading', { level: 1, name: kente.translations.zh.name })).toBeVisible();
});

test('a guest cart line names its options in the language chosen after it was added', async ({ shopper: page }) => {
  const indigo = seedStock('BATIK-IND-2Y');
  await openProduct(page, indigo.stock.sku);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await visit(page, '/cart');
  const row = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: indigo.product.name, exact: true }) });
  await expect(row).toContainText('Colour: Indigo');

  await chooseLanguage(page, 'en', 'Español');
  await expect(row).toContainText(`${Colour!.name.es}: ${Colour!.values!.Indigo!.es}`);
  await expect(row).toContainText(`${Length!.name.es}: ${Length!.values!['2 yards']!.es}`);
  await expect(row).not.toContainText('Colour');
});
