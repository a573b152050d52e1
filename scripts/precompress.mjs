// Compresses the built assets once, at build time: gzip at level 9 and brotli at its best, written
// beside each file. The server sends these as they are (no per-request compression), so what the
// size report measures is exactly what a phone downloads.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// WEB_DIST points at another build folder (scripts/build-web-to.sh); the default is the app's own.
const root = process.env.WEB_DIST
  ? `${process.env.WEB_DIST.replace(/\/$/, '')}/client/`
  : new URL('../apps/web/dist/client/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

let files = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name) && !path.includes('/.vite/')) {
      const body = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      files++;
    }
  }
};
walk(root);
console.log(`Precompressed ${files} files (gzip -9 and brotli) in apps/web/dist/client`);
