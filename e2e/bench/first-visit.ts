import { chromium } from '@playwright/test';
import { recordFirstVisit, type Download } from '../first-visit';
import { startShop } from './shop-server';
import { table } from './table';

// npm run bench:first-visit (after npm run build): what a first visit to / downloads in Chromium, every file until the
// network is idle (a fresh context: nothing cached, no cookie choice, so the cookie banner shows as for a new
// shopper), with its bytes as served (body on the wire and headers), as the browser uses it, and gzipped -9 (the
// figure to compare, whatever the server's compression); then the totals by kind. Option: --path=/shop (default /).

const path = process.argv.find((a) => a.startsWith('--path='))?.slice('--path='.length) ?? '/';
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (downloads: Download[], key: 'servedBytes' | 'headerBytes' | 'rawBytes' | 'gzipBytes') => downloads.reduce((total, d) => total + d[key], 0);
const KIND_ORDER = ['document', 'script', 'stylesheet', 'translations', 'font', 'image', 'api', 'other'];

const shop = await startShop();
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const context = await browser.newContext();
  const downloads = await recordFirstVisit(await context.newPage(), `${shop.origin}${path}`);
  downloads.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || b.gzipBytes - a.gzipBytes);

  console.log(`\nA first visit to ${path}: every download until the network is idle (KB; served = body on the wire, as compressed by the server)\n`);
  console.log(
    table(
      ['file', 'kind', 'status', 'encoding', 'served', 'headers', 'raw', 'gzip -9'],
      downloads.map((d) => [d.path, d.kind, String(d.status), d.encoding || 'none', kb(d.servedBytes), kb(d.headerBytes), kb(d.rawBytes), kb(d.gzipBytes)]),
    ),
  );
  const kinds = KIND_ORDER.filter((kind) => downloads.some((d) => d.kind === kind));
  const byKind = (kind: string) => downloads.filter((d) => d.kind === kind);
  const totalsRow = (label: string, of: Download[]) => [
    label,
    String(of.length),
    kb(sum(of, 'servedBytes')),
    kb(sum(of, 'headerBytes')),
    kb(sum(of, 'rawBytes')),
    kb(sum(of, 'gzipBytes')),
  ];
  console.log('\nTotals by kind (KB)\n');
  const code = downloads.filter((d) => ['document', 'script', 'stylesheet', 'translations'].includes(d.kind));
  console.log(
    table(
      ['kind', 'files', 'served', 'headers', 'raw', 'gzip -9'],
      [...kinds.map((kind) => totalsRow(kind, byKind(kind))), totalsRow('HTML + JS + CSS + translations', code), totalsRow('everything', downloads)],
    ),
  );
  const elsewhere = downloads.filter((d) => !d.sameOrigin);
  console.log(
    elsewhere.length
      ? `\n${elsewhere.length} request(s) left the shop's origin:\n  ${elsewhere.map((d) => d.path).join('\n  ')}`
      : '\nNothing was fetched from another origin.',
  );
} finally {
  await browser.close();
  await shop.stop();
}
