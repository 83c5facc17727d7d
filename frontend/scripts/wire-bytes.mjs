// Bytes of the home page's first view as Chromium receives them from a running
// shop (HTML, scripts, style sheets and the WebAssembly module, each with the
// encoding the server chose): a cold load, counted from the DevTools network
// events until the network is idle. API answers and pictures are listed apart.
//   node scripts/wire-bytes.mjs <shop url> [--json]
import { chromium } from '@playwright/test';

const url = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:8080';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');

const requests = new Map();
cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
  requests.set(requestId, { url: response.url, type, encoding: response.headers['content-encoding'] ?? '' });
});
cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
  const request = requests.get(requestId);
  if (request) request.bytes = encodedDataLength;
});

await page.goto(url, { waitUntil: 'load' });
await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
await browser.close();

const kindOf = ({ url: address, type }) => {
  if (type === 'Document') return 'html';
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  if (new URL(address).pathname.endsWith('.wasm')) return 'wasm';
  if (type === 'Image') return 'picture';
  return 'api';
};
const rows = [...requests.values()].filter((r) => r.bytes !== undefined).map((r) => ({ ...r, kind: kindOf(r), path: new URL(r.url).pathname }));
const sum = (kinds) => rows.filter((r) => kinds.includes(r.kind)).reduce((total, r) => total + r.bytes, 0);
const figures = {
  firstView: sum(['html', 'js', 'css', 'wasm']),
  wasm: sum(['wasm']),
  api: sum(['api']),
  pictures: sum(['picture']),
  files: rows,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(figures));
} else {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(row.bytes).padStart(9)}  ${row.kind.padEnd(7)} ${(row.encoding || 'none').padEnd(5)} ${row.path}`);
  }
  console.log(`first view on the wire (HTML + JS + CSS + WebAssembly): ${kb(figures.firstView)}`);
  console.log(`  of which the WebAssembly module: ${kb(figures.wasm)}; besides: API ${kb(figures.api)}, pictures ${kb(figures.pictures)}`);
}
