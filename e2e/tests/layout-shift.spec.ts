import { devices, type APIRequestContext, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { shopperWithCart } from '../checkout-steps';
import { acceptEssentialCookies, expect, openProduct, seed, stockIdOf, test, toast } from '../fixtures';
import { cumulativeLayoutShift, describeShifts, recordedPaints, recordedShifts, recordLayoutShifts, throttleLikeAPhone } from '../slow-phone';

// Issue 14: nothing on the shop's pages jumps while they load (cumulative layout shift at most 0.02, the goal; "good"
// is 0.1), on a phone and on a desktop, with the network and CPU of a cheap phone so that data and pictures arrive
// late. One first visit per page and screen. Pictures carry their size, and the page's largest picture is fetched
// first and never lazily.

const CLS_GOAL = 0.02;

const screens: Record<string, BrowserContextOptions> = { phone: devices['Pixel 7'], desktop: devices['Desktop Chrome'] };

interface Visit {
  path: string;
  /** The picture that is the page's largest paint on a first screen: fetched with high priority, never lazily. */
  mainPicture?: (page: Page) => Locator;
  /** What a page needs before it is visited (a cart, a session), made at full speed. */
  prepare?: (page: Page, request: APIRequestContext) => Promise<void>;
  /** Whether the visitor has chosen cookies already (otherwise the banner shows, and must not move the page). */
  cookiesChosen?: boolean;
}

const addToGuestCart = async (page: Page) => {
  await openProduct(page, 'SHEA-RAW-250');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
};

const visits: Visit[] = [
  { path: '/', mainPicture: (page) => page.getByRole('region', { name: /Welcome to Akwaaba Market/ }).locator('img') },
  { path: '/shop' },
  { path: `/category/${seed.categories[0]!.slug}`, mainPicture: (page) => page.getByRole('main').locator('header img') },
  { path: `/brand/${seed.brands[0]!.slug}` },
  {
    path: `/product/${stockIdOf('SHEA-RAW-250')}`,
    mainPicture: (page) => page.getByRole('region', { name: 'Product images' }).locator('button[aria-pressed] img'),
  },
  { path: '/cart', prepare: addToGuestCart, cookiesChosen: true },
  { path: '/checkout', prepare: async (page, request) => void (await shopperWithCart(page, request)), cookiesChosen: true },
];

async function openSlowly(browser: Browser, screen: BrowserContextOptions, visit: Visit, request: APIRequestContext) {
  const context = await browser.newContext(screen);
  const page = await context.newPage();
  if (visit.cookiesChosen) await acceptEssentialCookies(page);
  if (visit.prepare) await visit.prepare(page, request);
  await recordLayoutShifts(context);
  // A first visit: nothing of the shop's code or pictures in the cache.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await throttleLikeAPhone(page);
  await page.goto(visit.path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // Everything the first screen asks for has come (no request for half a second), and been drawn.
  await page.waitForLoadState('networkidle', { timeout: 45_000 });
  await page.waitForTimeout(500);
  return { context, page };
}

/** Every picture of the page as loaded: its size and loading attributes, and where it is (in screens from the top). */
const picturesOf = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.images, (img) => ({
      src: img.getAttribute('src'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      decoding: img.getAttribute('decoding'),
      screensDown: (img.getBoundingClientRect().top + scrollY) / innerHeight,
    })),
  );

for (const [screenName, screen] of Object.entries(screens)) {
  for (const visit of visits) {
    test(`${visit.path} on a ${screenName} does not move while it loads; its pictures are sized and prioritised`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const { context, page } = await openSlowly(browser, screen, visit, request);

      const shifts = await recordedShifts(page);
      const cls = cumulativeLayoutShift(shifts);
      console.log(`CLS ${screenName} ${visit.path}: ${cls.toFixed(4)}`);
      expect.soft(cls, `layout shifts:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(CLS_GOAL);

      // Every picture has its box before it arrives, is decoded off the main thread, and waits if far below the first screen.
      for (const picture of await picturesOf(page)) {
        expect.soft(picture.width && picture.height, `width and height of ${picture.src}`).toMatch(/^\d+$/);
        expect.soft(picture.decoding, `decoding of ${picture.src}`).toBe('async');
        if (picture.screensDown >= 2) expect.soft(picture.loading, `loading of ${picture.src}, two screens down`).toBe('lazy');
      }

      // The page's largest paint, when a picture, was sized, asked for first and not held back.
      const largest = (await recordedPaints(page)).at(-1);
      if (largest?.image) {
        expect.soft(largest.image, `the largest paint, ${largest.element}`).toMatchObject({ width: expect.stringMatching(/^\d+$/), fetchpriority: 'high' });
        expect.soft(largest.image.loading, `loading of the largest paint, ${largest.element}`).not.toBe('lazy');
      }
      if (visit.mainPicture) {
        const picture = visit.mainPicture(page);
        await expect.soft(picture).toHaveAttribute('fetchpriority', 'high');
        await expect.soft(picture).toHaveAttribute('height', /^\d+$/);
        await expect.soft(picture).not.toHaveAttribute('loading', 'lazy');
      }
      await context.close();
    });
  }
}
