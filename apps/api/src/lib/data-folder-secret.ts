import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The signing secret of a shop started without JWT_SECRET (issue 15): made at the first start, kept in the data folder
// beside the embedded database, read back at every start after. Sessions survive a restart, and no two shops share a
// secret (the documented development secret anyone could forge tokens with is gone). Several instances must share one
// secret, which is why production asks for JWT_SECRET itself.

const FILE = 'jwt-secret';
const MIN_LENGTH = 32;

/** The secret kept in `dataDir`, made (48 random bytes, base64url, readable by this user only) when there is none. */
export function dataFolderSecret(dataDir: string): { secret: string; created: boolean } {
  const path = join(dataDir, FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': never overwrite; a second process starting at the same moment reads the one the first wrote.
    writeFileSync(path, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    return { secret: read(path), created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { secret: read(path), created: false };
  }
}

function read(path: string): string {
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < MIN_LENGTH)
    throw new Error(`${path} holds no signing secret of at least ${MIN_LENGTH} characters: delete it to make a new one, or set JWT_SECRET`);
  return secret;
}
