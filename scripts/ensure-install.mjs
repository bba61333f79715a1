// Installs the dependencies when they are missing or older than package-lock.json, so that `npm start` and
// `npm test` work alone on a fresh clone. Uses only Node's standard library (nothing is installed yet).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
if (stale) {
  // `npm install` with the committed lock installs the locked versions. Not `npm ci`: npm 11 writes locks
  // without other platforms' optional packages (rollup's) and its own `npm ci` then refuses them.
  console.log('Installing dependencies...');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
