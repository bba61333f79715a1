import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildFilesOf, recordFirstVisit } from '../first-visit';
import { baseUrl, expect, PAGE_LOAD, test } from '../fixtures';

// The build's size budget (apps/web/scripts/report-size.mjs) counts a list of files it works out from Vite's manifest;
// this keeps that list true to what a browser really fetches, so the budget can never count less than a first visit.

const reportSize = fileURLToPath(new URL('../../apps/web/scripts/report-size.mjs', import.meta.url));

/** The files report-size.mjs counts for a first visit to / (its --json list), as paths in apps/web/dist. */
const countedByTheBudget = (): string[] => JSON.parse(execFileSync(process.execPath, [reportSize, '--json'], { encoding: 'utf8' })) as string[];

test('a first visit to / fetches exactly the HTML, JavaScript, CSS and translations the size budget counts', async ({ page }) => {
  // The default page: a fresh context, nothing cached and no cookie choice, as a new shopper arrives.
  // It shows as for a new shopper: the cookie banner, and the featured products with their hearts.
  const downloads = await recordFirstVisit(page, `${baseUrl()}/`, async () => {
    await expect(page.getByRole('region', { name: 'Cookie Preferences' })).toBeVisible(PAGE_LOAD);
    const featured = page.getByRole('region', { name: 'Featured Products' }).getByRole('article');
    await expect(featured).toHaveCount(4, PAGE_LOAD);
    await expect(featured.getByRole('button', { name: /wishlist/ })).toHaveCount(4);
  });

  expect(downloads.filter((d) => d.status !== 200).map((d) => `${d.status} ${d.path}`)).toEqual([]);
  expect(
    downloads.filter((d) => !d.sameOrigin).map((d) => d.path),
    'nothing third-party',
  ).toEqual([]);
  expect(buildFilesOf(downloads)).toEqual(countedByTheBudget());
});
