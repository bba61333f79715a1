import type { Page } from '@playwright/test';
import { expect, expectTitledIn, LANGUAGES, startIn, test, text, visit, type Language } from '../fixtures';

// The static help pages (/about, /shipping-info, /returns-policy, /privacy-policy) in English, Spanish and Chinese.
const PAGES = [
  { path: '/about', ns: 'about', footerLink: 'About Us' },
  { path: '/shipping-info', ns: 'shipping', footerLink: 'Shipping Info' },
  { path: '/returns-policy', ns: 'returns', footerLink: 'Returns Policy' },
  { path: '/privacy-policy', ns: 'privacy', footerLink: 'Privacy Policy' },
] as const;

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

for (const language of LANGUAGES) {
  for (const { path, ns } of PAGES) {
    test(`${path} in ${language}: the <h1> and the title come from the translations, with links to contact and customer service`, async ({
      shopper: page,
      context,
    }) => {
      await startIn(context, language);
      await visit(page, path);
      await expectTitledIn(page, language, ns);

      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: text(language, ns, 'moreHelp.contact'), exact: true })).toHaveAttribute('href', '/contact');
      await expect(main.getByRole('link', { name: text(language, ns, 'moreHelp.customerService'), exact: true })).toHaveAttribute('href', '/customer-service');
    });
  }
}

test('the footer links open each help page', async ({ shopper: page }) => {
  await visit(page, '/');
  for (const { path, ns, footerLink } of PAGES) {
    await page.getByRole('contentinfo').getByRole('link', { name: footerLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(h1(page)).toHaveText(text('en', ns, 'title'));
  }
});

test('from a help page, Contact Us and Customer Service lead to those pages', async ({ shopper: page }) => {
  await visit(page, '/returns-policy');
  await page.getByRole('main').getByRole('link', { name: 'Customer Service', exact: true }).click();
  await expect(page).toHaveURL(/\/customer-service$/);
  await page.goBack();
  await expect(h1(page)).toHaveText('Returns Policy');
  await page.getByRole('main').getByRole('link', { name: 'Contact Us', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

const DATES: Record<Language, string> = { en: 'November 21, 2026', es: '21 de noviembre de 2026', zh: '2026年11月21日' };
const lastUpdated = (language: Language) => text(language, 'privacy', 'lastUpdated').replace('<time>{{date}}</time>', DATES[language]);

for (const language of LANGUAGES) {
  test(`the privacy policy shows today as the last update, written the ${language} way`, async ({ shopper: page, context }) => {
    await page.clock.setFixedTime(new Date(2026, 10, 21, 11, 30));
    await startIn(context, language);
    await visit(page, '/privacy-policy');
    const time = page.getByRole('main').locator('time');
    await expect(time).toHaveText(DATES[language]);
    await expect(time).toHaveAttribute('datetime', '2026-11-21');
    await expect(page.getByRole('main').getByText(lastUpdated(language), { exact: true })).toBeVisible();
  });
}

test('switching the language on the privacy policy rewrites the date', async ({ shopper: page }) => {
  await page.clock.setFixedTime(new Date(2026, 10, 21, 11, 30));
  await visit(page, '/privacy-policy');
  await expect(page.getByRole('main').locator('time')).toHaveText(DATES.en);
  await page.getByLabel('Language').selectOption({ label: '中文' });
  await expect(h1(page)).toHaveText(text('zh', 'privacy', 'title'));
  await expect(page.getByRole('main').locator('time')).toHaveText(DATES.zh);
});

for (const language of LANGUAGES) {
  test(`/shipping-info fits a 360 px phone in ${language}: no sideways scrolling, nothing cut off in the rate tables`, async ({ shopper: page, context }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await startIn(context, language);
    await visit(page, '/shipping-info');
    const tables = page.getByRole('main').getByRole('table');
    await expect(tables).toHaveCount(2);
    await expect(tables.nth(0)).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const table of await tables.all()) {
      const box = (await table.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      const clipped = await table.evaluate((t) =>
        Array.from(t.querySelectorAll('th, td, caption'))
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => cell.textContent),
      );
      expect(clipped, 'table cells whose text does not fit').toEqual([]);
    }
  });
}
