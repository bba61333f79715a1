// Prints the gzipped size of the JavaScript a first visit to / downloads: the entry with its static imports and the
// home page's chunk, followed through Vite's build manifest, and the English translations it fetches at start (JSON
// files of the build since decision 29, counted as they were when they were chunks).
// Fails the build when it passes the budget, so a heavy import is caught where it is made.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// 130 KB until issue 10's last pieces (search suggestions, prefetch on intent, a slow start that says so); issue 14 brings it to 90.
const BUDGET_KB = 132;
const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// The namespaces src/lib/i18n.ts loads at start; the others load with their pages ('consent' with the cookie
// banner, which like the banner's own code loads after the first paint and only while no choice is stored).
const startupNamespaces = ['common', 'layout', 'catalog'];
const firstVisit = ['index.html', 'src/app/routes/home.tsx'];
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
firstVisit.forEach(visit);
const localesFolder = readdirSync(join(dist, 'assets')).find((name) => name.startsWith('locales-'));
if (!localesFolder) throw new Error('no assets/locales-<hash>/ in the build (scripts/locales-plugin.ts)');
startupNamespaces.forEach((ns) => files.add(`assets/${localesFolder}/en/${ns}.json`));

let total = 0;
const rows = [...files]
  .filter((f) => f.endsWith('.js') || f.endsWith('.json'))
  .map((file) => {
    const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += gz;
    return [file, gz];
  })
  .sort((a, b) => b[1] - a[1]);
console.log('\nJavaScript (and startup translations) of a first visit to / (gzipped):');
for (const [file, gz] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)\n`);
if (total / 1024 > BUDGET_KB) {
  console.error(`First-visit JavaScript is over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
