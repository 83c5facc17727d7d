// The home page's Largest Contentful Paint in headless Chromium, with a cold
// cache each time: prints the median of several loads and what was painted.
//   node scripts/lcp.mjs <shop url> [loads]
import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://127.0.0.1:8080';
const loads = Number(process.argv[3] ?? 5);

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
const samples = [];
let element = '';
for (let i = 0; i < loads; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  // The product pictures are the candidates; let them arrive.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const entry = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve({ time: last.startTime, element: last.element?.tagName ?? '', url: last.url ?? '' });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  samples.push(entry.time);
  element = `${entry.element.toLowerCase()}${entry.url ? ` ${new URL(entry.url).pathname}` : ''}`;
  await context.close();
}
await browser.close();
samples.sort((a, b) => a - b);
const median = samples[Math.floor(samples.length / 2)];
// One line scripts/bench reads: LCP <median ms> <element>
console.log(`LCP ${median.toFixed(0)} ${element}`);
