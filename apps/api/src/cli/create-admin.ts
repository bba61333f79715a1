import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { staffCreateBody } from '@shop/contract/admin';
import { openDatabase } from '../db/client.js';
import { loadEnv } from '../env.js';
import { createMemoryRateLimits } from '../lib/rate-limit-memory.js';
import { AppError } from '../lib/errors.js';
import { COMMAND_LINE } from '../modules/back-office/audit.js';
import { createStaffService } from '../modules/back-office/staff.service.js';
import { readSecret } from './read-secret.js';

// Makes a back-office admin (issue 16): how the first one comes to exist, and a way back in when every admin is locked
// out. The database is the server's (DATABASE_URL, or the embedded one under DATA_DIR: stop the server first, the
// embedded database opens in one process at a time).
//   npm run admin:create -- --email ama@akwaaba.market [--name "Ama Mensah"]
// The password is asked for twice at the terminal, or read from ADMIN_PASSWORD (scripts), or from piped input.

const USAGE = 'usage: npm run admin:create -- --email <email> [--name <name>]   (password: typed, ADMIN_PASSWORD, or piped)';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help || !values.email) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const env = loadEnv();
  let password = env.ADMIN_PASSWORD;
  if (password === undefined) {
    password = await readSecret('Password: ');
    if (process.stdin.isTTY && (await readSecret('Password again: ')) !== password) {
      console.error('The two passwords differ; nothing was changed.');
      return 1;
    }
  }
  const input = staffCreateBody.safeParse({ email: values.email, name: values.name ?? values.email.split('@')[0], role: 'admin', password });
  if (!input.success) {
    for (const issue of input.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
    return 1;
  }

  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) });
  try {
    await database.migrate();
    const staff = createStaffService({ db: database.db, rateLimits: createMemoryRateLimits(), clock: () => new Date() });
    const admin = await staff.create(COMMAND_LINE, input.data);
    console.log(`Admin ${admin.email} (${admin.name}) created. Sign in at /admin.`);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
