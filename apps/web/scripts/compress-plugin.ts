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
    // After every other plugin has added its files (the translations, decision 29).
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: brotli });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(bytes, { level: 9 }) });
      }
    },
  };
}
