import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFolderSecret } from './data-folder-secret.js';

describe('the signing secret of a data folder', () => {
  it('is made at the first start, readable by its owner only, and the same at every start after', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'secret-')), 'data');
    const first = dataFolderSecret(dir);
    expect(first.created).toBe(true);
    expect(first.secret).toMatch(/^[\w-]{64}$/);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(dataFolderSecret(dir)).toEqual({ secret: first.secret, created: false });
  });

  it('differs from one data folder to another', () => {
    const a = dataFolderSecret(mkdtempSync(join(tmpdir(), 'secret-')));
    const b = dataFolderSecret(mkdtempSync(join(tmpdir(), 'secret-')));
    expect(a.secret).not.toBe(b.secret);
  });

  it('refuses a kept file that holds no real secret, saying what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-'));
    writeFileSync(join(dir, 'jwt-secret'), 'short\n');
    expect(() => dataFolderSecret(dir)).toThrow(/no signing secret of at least 32 characters: delete it to make a new one, or set JWT_SECRET/);
  });
});
