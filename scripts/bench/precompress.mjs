// The bench serves builds it made itself (the bare React app) the way the service serves the web
// app: with .br and .gz beside each text file, as apps/web/scripts/precompress-plugin.ts writes
// them, since the service sends precompressed files as they are and never compresses per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The plugin's rules: text files only, none under 256 bytes, highest settings.
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 256;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`. */
export function precompressDir(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: constants.Z_BEST_COMPRESSION }));
  }
}
