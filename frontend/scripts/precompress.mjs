// Writes a brotli (.br) and a gzip (.gz) copy beside every text and
// WebAssembly file of the build, at the highest levels: the server sends the
// copy the browser accepts, so nothing is compressed per request and the
// bytes are the smallest each encoding makes. Run after `vite build`.
//   node scripts/precompress.mjs [dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|wasm|svg|json|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const dist = process.argv[2] ?? 'dist';
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });

let written = 0;
for (const file of files(dist).filter((f) => COMPRESSIBLE.test(f))) {
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  written += 1;
}
console.log(`precompressed ${written} files (brotli and gzip) in ${dist}`);
