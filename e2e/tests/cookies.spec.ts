import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, reload, test, visit } from '../fixtures';

// The cookie banner, seen by a visitor who has not chosen yet (the default `page`, no consent stored).

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie Preferences' });
const DAY = 24 * 60 * 60;

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

async function storedPreferences(context: BrowserContext): Promise<unknown> {
  const stored = await cookie(context, 'cookie_preferences');
  return stored ? JSON.parse(decodeURIComponent(stored.value)) : undefined;
}

/** Waits until the page has settled (the hero and the lazily loaded footer are in), so a missing banner is really missing. */
async function homeLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Akwaaba Market/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured Products' }).getByRole('article')).toHaveCount(4);
}

test('the banner asks first; Customize shows the categories; Essential Only hides it for good', async ({ page, context }) => {
  await visit(page, '/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading', { name: 'Cookie Preferences' })).toBeVisible();
  await expect(banner(page).getByRole('checkbox')).toHaveCount(0);

  await banner(page).getByRole('button', { name: 'Customize' }).click();
  const essential = banner(page).getByRole('checkbox', { name: 'Essential' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  for (const name of ['Functional', 'Analytics', 'Marketing']) {
    await expect(banner(page).getByRole('checkbox', { name })).not.toBeChecked();
    await expect(banner(page).getByRole('checkbox', { name })).toBeEnabled();
  }
  await expect(banner(page).getByRole('checkbox')).toHaveCount(4);
  await expect(banner(page).getByRole('button', { name: 'Save Preferences' })).toBeVisible();

  // Hide Details folds them away again.
  await banner(page).getByRole('button', { name: 'Hide Details' }).click();
  await expect(banner(page).getByRole('checkbox')).toHaveCount(0);
  expect(await cookie(context, 'cookie_consent')).toBeUndefined();

  await banner(page).getByRole('button', { name: 'Essential Only' }).click();
  await expect(banner(page)).toBeHidden();

  const consent = await cookie(context, 'cookie_consent');
  expect(consent?.value).toBe('true');
  expect(await storedPreferences(context)).toEqual({ essential: true, functional: false, analytics: false, marketing: false });
  // Consent is kept for a year.
  expect(consent!.expires).toBeGreaterThan(Date.now() / 1000 + 364 * DAY);
  expect(consent!.sameSite).toBe('Strict');

  await reload(page);
  await homeLoaded(page);
  await expect(banner(page)).toHaveCount(0);
});

test('Save Preferences stores the chosen categories', async ({ page, context }) => {
  await visit(page, '/');
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await banner(page).getByRole('checkbox', { name: 'Analytics' }).check();
  await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedPreferences(context)).toEqual({ essential: true, functional: false, analytics: true, marketing: false });
});

test('Accept All, then a language switch, stores preferred_language and remembers it', async ({ page, context }) => {
  await visit(page, '/');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedPreferences(context)).toEqual({ essential: true, functional: true, analytics: true, marketing: true });

  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect.poll(async () => (await cookie(context, 'preferred_language'))?.value).toBe('es');

  // The remembered language survives a reload.
  await reload(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Comprar ahora' })).toBeVisible();
});

test('with Essential Only, language and currency switches write no cookie and are both forgotten (decision 12)', async ({ page, context }) => {
  await visit(page, '/');
  await banner(page).getByRole('button', { name: 'Essential Only' }).click();
  await expect(banner(page)).toBeHidden();

  await page.getByRole('contentinfo').getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Comprar ahora' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByLabel('Moneda')).toHaveValue('EUR');
  expect(await cookie(context, 'preferred_language')).toBeUndefined();
  expect(await cookie(context, 'preferred_currency')).toBeUndefined();

  // ...so neither is remembered.
  await reload(page);
  await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('contentinfo').getByLabel('Currency')).toHaveValue('GHS');
  expect(await cookie(context, 'preferred_language')).toBeUndefined();
  expect(await cookie(context, 'preferred_currency')).toBeUndefined();
});

test("the banner is not drawn until all of it is on the page, however slowly the page's HTML comes", async ({ page, baseURL }) => {
  // A slow network, made certain: the home page's HTML stops after the banner's title for three seconds. Everything
  // else passes through as it is.
  const slowNetwork = createServer((incoming, answer) => {
    void (async () => {
      // The request as the browser made it (a call's method and body too), its cookies included.
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const sent = incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : Buffer.concat(chunks);
      const headers = { cookie: incoming.headers.cookie ?? '', 'content-type': incoming.headers['content-type'] ?? '' };
      const upstream = await fetch(new URL(incoming.url ?? '/', baseURL), { method: incoming.method, headers, body: sent });
      const body = Buffer.from(await upstream.arrayBuffer());
      const passed: [string, string][] = [];
      upstream.headers.forEach((value, name) => passed.push([name, value]));
      const kept = passed.filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name));
      answer.writeHead(upstream.status, Object.fromEntries(kept));
      const titleEnd = body.indexOf('</h2>', body.indexOf('data-cookie-banner'));
      if (!upstream.headers.get('content-type')?.includes('text/html') || titleEnd < 0) return void answer.end(body);
      answer.write(body.subarray(0, titleEnd + 5));
      await sleep(3_000);
      answer.end(body.subarray(titleEnd + 5));
    })();
  });
  await new Promise<void>((listening) => slowNetwork.listen(0, '127.0.0.1', listening));
  try {
    const { port } = slowNetwork.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'commit' });
    // Its beginning is on the page, and nothing of it shows: drawn now, it would grow upwards as the rest came.
    await expect(page.locator('[data-cookie-banner]')).toBeAttached();
    await expect(page.locator('[data-cookie-banner] h2')).toHaveText('Cookie Preferences');
    await expect(page.locator('[data-cookie-banner]')).toBeHidden();
    // The rest comes: the whole banner shows, its buttons with it.
    await expect(banner(page)).toBeVisible({ timeout: 10_000 });
    await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeVisible();
  } finally {
    slowNetwork.close();
  }
});
