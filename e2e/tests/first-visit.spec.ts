import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildFilesOf, recordFirstVisit } from '../first-visit';
import { baseUrl, expect, PAGE_LOAD, test } from '../fixtures';

// The build's size budget (apps/web/scripts/report-size.mjs) counts a list of files it works out from Vite's manifest,
// and the server-rendered HTML of / at an allowance; this keeps that list true to what a browser really fetches, the
// allowance true to the HTML the server really sends, and the whole first visit within the budget (decision 35).

const reportSize = fileURLToPath(new URL('../../apps/web/scripts/report-size.mjs', import.meta.url));

interface Budget {
  /** The files report-size.mjs counts for a first visit to /, as paths in apps/web/dist ('index.html': the page). */
  files: string[];
  budgetKb: number;
  /** What it counts for the server-rendered HTML of /. */
  serverHtmlKb: number;
}
const theBudget = (): Budget => JSON.parse(execFileSync(process.execPath, [reportSize, '--json'], { encoding: 'utf8' })) as Budget;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test('a first visit to / fetches exactly the HTML, JavaScript, CSS and translations the size budget counts, within the budget', async ({ page }) => {
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
  const budget = theBudget();
  expect(buildFilesOf(downloads)).toEqual(budget.files);

  // Gzipped -9, as the budget counts: the page's HTML (its markup, its state and the translations it embeds) within its
  // allowance, and everything the browser fetched of the build's within the budget.
  const counted = downloads.filter((d) => buildFilesOf([d]).length);
  const html = counted.find((d) => d.kind === 'document')!;
  expect(kb(html.gzipBytes), `the HTML of / (KB), within report-size.mjs's SERVER_HTML_KB`).toBeLessThanOrEqual(budget.serverHtmlKb);
  const total = counted.reduce((sum, d) => sum + d.gzipBytes, 0);
  expect(kb(total), `the first visit (KB): ${counted.map((d) => `${d.path} ${kb(d.gzipBytes)}`).join(', ')}`).toBeLessThanOrEqual(budget.budgetKb);
});
