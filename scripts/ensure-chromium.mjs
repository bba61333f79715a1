// The end-to-end tests run in Debian's Chromium, never a browser downloaded by a test tool.
// Uses CHROMIUM_PATH or /usr/bin/chromium; installs the Debian package when missing and we are root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(`Chromium not found at ${path}: install it with "sudo apt-get install -y chromium" or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
