import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

// The built shop as a shopper meets it, for the browser benches: apps/api/dist/server.js serving apps/web/dist, in
// production mode (keys of its own; Paystack as the payment provider with placeholder keys, never called since nobody
// pays in a benchmark; mail sent by SMTP to a catcher of the bench's own, which a bench reads one-time codes from), on a
// fresh embedded database seeded with the catalogue, on a free port of this machine. Nothing of the environment's
// DATABASE_URL, REDIS_URL or SMTP_URL is passed on.

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverJs = join(root, 'apps/api/dist/server.js');
const webIndex = join(root, 'apps/web/dist/index.html');

export interface Shop {
  origin: string;
  /** The public key the storefront's pages carry (the catalogue calls need it). */
  publicKey: string;
  mail: MailCatcher;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startShop(): Promise<Shop> {
  if (!existsSync(serverJs) || !existsSync(webIndex)) throw new Error('the build is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-browser-'));
  const publicKey = `pk_bench_${randomBytes(12).toString('hex')}`;
  const mail = await startMailCatcher();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_API_KEY: publicKey,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: 'sk_test_bench_never_called',
    PAYSTACK_PUBLIC_KEY: 'pk_test_bench_never_called',
    SMTP_URL: mail.url,
  };
  const server = spawn(process.execPath, [serverJs], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await mail.close();
  };
  try {
    await waitUntilUp(`${origin}/healthz`, () => server.exitCode);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, publicKey, mail, stop };
}

async function waitUntilUp(url: string, exitCode: () => number | null) {
  for (let i = 0; i < 600; i++) {
    if (exitCode() !== null) throw new Error(`the shop exited (code ${exitCode()}) before answering; see its output above`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer in 2 minutes`);
}
