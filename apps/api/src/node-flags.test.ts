import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.js';

const read = (fromRepoRoot: string) => readFileSync(new URL(`../../../${fromRepoRoot}`, import.meta.url), 'utf8');
const flags = SERVER_NODE_FLAGS.join(' ');

// Every way the server is started carries the same flags, so what bench:http and bench measure is what runs.
describe('the server is started with its node flags', () => {
  it('by npm start at the root and in apps/api', () => {
    const root = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const api = JSON.parse(read('apps/api/package.json')) as { scripts: Record<string, string> };
    expect(root.scripts.start).toContain(`node ${flags} apps/api/dist/server.js`);
    expect(api.scripts.start).toBe(`node ${flags} dist/server.js`);
  });

  it('by the catalogue benches that run the app in their own process (npm run bench, bench:miss)', () => {
    const api = JSON.parse(read('apps/api/package.json')) as { scripts: Record<string, string> };
    expect(api.scripts.bench).toBe(`tsx --conditions=source ${flags} bench/stock-list.bench.ts`);
    expect(api.scripts['bench:miss']).toBe(`tsx --conditions=source ${flags} bench/miss-cost.bench.ts`);
  });

  it('by the Docker image', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'apps/api/dist/server.js']);
  });

  it('are flags this node accepts (it refuses to start with one it does not know)', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
