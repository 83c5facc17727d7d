// Writes the API's TypeScript wire types (src/lib/api-types.ts, committed like a
// lock file) from the OpenAPI document the server prints with `shop-server openapi`.
// usage: node scripts/api-types.mjs [out-file]   (SHOP_SERVER: the server binary)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const root = fileURLToPath(new URL('../..', import.meta.url));
const server = process.env.SHOP_SERVER ?? `${root}target/debug/shop-server`;
const out = process.argv[2] ?? fileURLToPath(new URL('../src/lib/api-types.ts', import.meta.url));

const document = JSON.parse(execFileSync(server, ['openapi'], { encoding: 'utf8', maxBuffer: 64 << 20 }));
const header = `${COMMENT_HEADER.trimEnd()}\n// Regenerate with \`npm run api-types\` (from \`shop-server openapi\`); scripts/test checks it is current.\n\n`;
writeFileSync(out, header + astToString(await openapiTS(document)));
