import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Stores an "essential only" cookie choice so the banner stays out of the way of journeys about other things. */
export async function acceptEssentialCookies(page: Page) {
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'true', url: baseUrl() },
    { name: 'cookie_preferences', value: encodeURIComponent(JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false })), url: baseUrl() },
  ]);
}

export const baseUrl = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4317}`;

/** A page with cookies already chosen; use `freshPage` (the default `page`) to see the banner. */
export const test = base.extend<{ shopper: Page }>({
  shopper: async ({ page }, use) => {
    await acceptEssentialCookies(page);
    await use(page);
  },
});
