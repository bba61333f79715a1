import type { Locator, Page } from '@playwright/test';
import { expect, expectTitledIn, LANGUAGES, startIn, test, text, visit, type Language } from '../fixtures';

// /faq and /customer-service in English, Spanish and Chinese, and their search, tabs and questions in the browser.

const PAGES = [
  { path: '/faq', ns: 'faq' },
  { path: '/customer-service', ns: 'customer-service' },
] as const;

/** The questions (accordion buttons) of the tab panel shown. */
const questions = (page: Page) => page.getByRole('main').getByRole('tabpanel').locator('button[aria-expanded]');
const tab = (page: Page, name: string) => page.getByRole('main').getByRole('tab', { name, exact: true });
const faqText = (language: Language, id: string, part: 'question' | 'answer' = 'question') => text(language, 'faq', `items.${id}.${part}`);

for (const language of LANGUAGES) {
  for (const { path, ns } of PAGES) {
    test(`${path} in ${language}: the <h1> and the title come from the translations`, async ({ shopper: page, context }) => {
      await startIn(context, language);
      await visit(page, path);
      await expectTitledIn(page, language, ns);
    });
  }

  test(`/faq in ${language}: the search filters the shown language's texts, tabs pick a category`, async ({ shopper: page, context }) => {
    await startIn(context, language);
    await visit(page, '/faq');
    const main = page.getByRole('main');
    await expect(questions(page)).toHaveCount(20);
    const popular = main.getByRole('heading', { level: 2, name: text(language, 'faq', 'popular.title') });
    await expect(popular).toBeVisible();

    // "Kumasi" (库马西 in Chinese) is only in the answer about delivery costs.
    const search = main.getByRole('searchbox', { name: text(language, 'faq', 'search.label') });
    await search.fill(language === 'zh' ? '库马西' : 'kumasi');
    await expect(questions(page)).toHaveText([faqText(language, 'deliveryOptions')]);
    await expect(popular).toBeHidden();
    await questions(page).first().click();
    await expect(questions(page).first()).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByText(/GHS 50/)).toBeVisible();

    await search.fill('xyzzy');
    await expect(main.getByText(text(language, 'faq', 'empty.title'), { exact: true })).toBeVisible();
    await main.getByRole('button', { name: text(language, 'faq', 'empty.clear') }).click();
    await expect(search).toHaveValue('');
    await expect(questions(page)).toHaveCount(20);
    await expect(popular).toBeVisible();

    await tab(page, text(language, 'faq', 'categories.returns')).click();
    await expect(tab(page, text(language, 'faq', 'categories.returns'))).toHaveAttribute('aria-selected', 'true');
    await expect(questions(page)).toHaveText(['returnPolicy', 'startReturn', 'defectiveItem', 'refundTimes'].map((id) => faqText(language, id)));
  });
}

test('/faq in English: the verbatim texts, keyboard tabs and the Popular Topics links', async ({ shopper: page }) => {
  await visit(page, '/faq');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search FAQs' }).fill('no such thing at all');
  await expect(main.getByText('No FAQs found', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Clear Search' })).toBeVisible();
  await main.getByRole('button', { name: 'Clear Search' }).click();

  await tab(page, 'All').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Orders & Payment')).toBeFocused();
  await expect(tab(page, 'Orders & Payment')).toHaveAttribute('aria-selected', 'true');
  await expect(questions(page)).toHaveCount(6);
  await page.keyboard.press('End');
  await expect(tab(page, 'Products')).toBeFocused();
  await expect(questions(page)).toHaveText(['Are your products authentic?', 'How do I find a product?']);
  // From the tab list, Tab goes to the first question, and Enter opens it.
  await page.keyboard.press('Tab');
  await expect(questions(page).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions(page).first()).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText(faqText('en', 'authentic', 'answer'))).toBeVisible();

  await main.getByRole('link', { name: 'Shipping Information' }).click();
  await expect(page).toHaveURL(/\/shipping-info$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Returns & Refunds', exact: true }).click();
  await expect(page).toHaveURL(/\/returns-policy$/);
  await page.goBack();
  await main.getByRole('region', { name: 'Popular Topics' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await main.getByRole('complementary', { name: 'Still have questions?' }).getByRole('link', { name: 'Customer Service' }).click();
  await expect(page).toHaveURL(/\/customer-service$/);
});

test('/customer-service: the tabs by keyboard, the five FAQs, the returns summary and the contact form', async ({ shopper: page }) => {
  await visit(page, '/customer-service');
  const main = page.getByRole('main');
  const panel: Locator = main.getByRole('tabpanel');
  await expect(tab(page, 'FAQs')).toHaveAttribute('aria-selected', 'true');
  await expect(questions(page)).toHaveText(['trackOrder', 'paymentMethods', 'deliveryOptions', 'returnPolicy', 'changeOrder'].map((id) => faqText('en', id)));

  const question = questions(page).nth(3);
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText(faqText('en', 'returnPolicy', 'answer'))).toBeVisible();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByText(faqText('en', 'returnPolicy', 'answer'))).toBeHidden();

  await tab(page, 'FAQs').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Contact Us')).toBeFocused();
  await expect(tab(page, 'Contact Us')).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByLabel('First Name')).toBeVisible();
  await expect(panel.getByLabel('Last Name')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send Message' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Returns & Refunds')).toBeFocused();
  await expect(panel.getByText('Return items within 30 days from delivery.')).toBeVisible();
  await expect(panel.getByText('A GHS 15 return fee may be deducted from your refund.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Read the full Returns Policy' })).toHaveAttribute('href', '/returns-policy');

  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'FAQs')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Returns & Refunds')).toHaveAttribute('aria-selected', 'true');

  // The search filters the FAQs and shows their tab.
  const search = main.getByRole('searchbox', { name: 'Search help topics' });
  await search.fill('cancel');
  await expect(tab(page, 'FAQs')).toHaveAttribute('aria-selected', 'true');
  await expect(questions(page)).toHaveText(['Can I change or cancel my order?']);
  await search.fill('bitcoin');
  await expect(panel.getByText('No FAQs found', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Clear Search' }).click();
  await expect(questions(page)).toHaveCount(5);

  await expect(main.getByRole('link', { name: 'support@akwaaba.market' })).toHaveAttribute('href', 'mailto:support@akwaaba.market');
});

test('both pages fit a 360 px phone without sideways scrolling', async ({ shopper: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await visit(page, '/faq');
  await questions(page).nth(9).click();
  await expect(questions(page).nth(9)).toHaveAttribute('aria-expanded', 'true');
  expect(await scrollWidth()).toBeLessThanOrEqual(360);
  await visit(page, '/customer-service');
  for (const name of ['Returns & Refunds', 'Contact Us']) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
  }
  await expect(page.getByRole('main').getByLabel('First Name')).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(360);
});
