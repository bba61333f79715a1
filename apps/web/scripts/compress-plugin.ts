import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// The build's text files compressed once, at the highest levels (brotli 11, gzip 9), beside each file as .br and .gz:
// the server sends them as they are (@fastify/static's preCompressed), which is smaller than compressing per request at
// a speed-minded level and costs no CPU per request. Below 1 KB compression does not pay for its header.

// Not index.html: the server sends it only with the public key filled in (plugins/web.ts), compressing as it goes.
const COMPRESSIBLE = /\.(js|css|json|svg|webmanifest|txt)$/;
const MIN_BYTES = 1024;

export function precompressed(): Plugin {
  return {
    name: 'precompressed',
    apply: 'build',
    // From the files as written: only they are final (Vite replaces its preload markers late in generating the bundle,
    // and the source-map comment is added on writing), and the compressed copy must be exactly the file.
    writeBundle(options, bundle) {
      const dir = options.dir!;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const bytes = readFileSync(join(dir, fileName));
        if (bytes.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        writeFileSync(join(dir, `${fileName}.br`), brotli);
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
