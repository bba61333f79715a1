import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

// The translations as plain JSON files of the build (decision 29), fetched by src/lib/i18n.ts, instead of a JavaScript chunk per
// language and namespace. A chunk each meant a loader in the entry for every one of them (3 languages × every
// namespace, ~75 bytes apiece), so each new page's texts made every first visit heavier; now the entry holds one URL.
// The folder's name carries a hash of all the files, so they are cached for good (the server's rule for /assets/) and a
// changed translation comes under a new name.

const LOCALES = new URL('../src/locales/', import.meta.url).pathname;

/** Every translation file, as 'en/common.json'. */
function localeFiles(): string[] {
  return readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(LOCALES, dir.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `${dir.name}/${file}`),
    )
    .sort();
}

/** The file's JSON without its whitespace. */
const compact = (file: string) => JSON.stringify(JSON.parse(readFileSync(join(LOCALES, file), 'utf8')));

export function localesAsJson(): Plugin {
  const files = localeFiles();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(compact(file));
  const folder = `assets/locales-${hash.digest('hex').slice(0, 10)}/`;
  return {
    name: 'locales-as-json',
    config: () => ({ define: { 'import.meta.env.VITE_LOCALES_URL': JSON.stringify(`/${folder}`) } }),
    generateBundle() {
      for (const file of localeFiles()) this.emitFile({ type: 'asset', fileName: `${folder}${file}`, source: compact(file) });
    },
    // The development server answers the same URLs from the source files (read on each request, so edits show).
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/assets\/locales-[^/]+\/([a-z]{2})\/([a-z-]+\.json)$/.exec(req.url?.split('?')[0] ?? '');
        if (!match) return next();
        try {
          const body = compact(`${match[1]}/${match[2]}`);
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
  };
}
