// Lighthouse on the shop's pages a phone buyer opens first: home, a listing,
// a search, a phone's page, a comparison and the cart (signed in as the demo customer, with a phone
// in it). Mobile preset with Lighthouse's default simulated throttling (slow
// 4G, 4x CPU slowdown), Debian's Chromium, one cold run per page. Prints each
// page's four scores and every audit that kept a score below 100.
//   node tools/lighthouse/run.mjs <shop url> [--json]
// LIGHTHOUSE_REPORTS=<dir> also keeps each page's whole report there.
// LIGHTHOUSE_PAGES=home,search audits only the pages named (all six by default).
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const base = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:8080';
const CUSTOMER = { email: 'customer@phonebazar.com.bd', password: 'Customer#2026shop' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function api(path, init = {}) {
  const answer = await fetch(new URL(path, base), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status}`);
  return answer.json();
}

// A phone in stock for the product page, and in the demo customer's cart.
const { products } = await api('/api/products?perPage=20&orderBy=sold&orderDirection=desc');
const phone = products.find((p) => p.stock > 0) ?? products[0];
const { token, _id: customerId } = await api('/api/sign-in', { method: 'POST', body: JSON.stringify(CUSTOMER) });
const cart = await api('/api/cart-products', { method: 'POST', headers: { token }, body: JSON.stringify({ customer_id: customerId }) });
if (!cart.some((line) => line.product_id === phone._id)) {
  await api('/api/add-cart', { method: 'POST', headers: { token }, body: JSON.stringify({ product_id: phone._id, quantity: 1 }) });
}

const pages = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/products' },
  { name: 'search', path: '/q?search=samsng%20galaxi' },
  { name: 'phone page', path: `/product/${phone.slug}/${phone._id}` },
  { name: 'compare', path: `/compare?ids=${products.slice(0, 3).map((p) => p._id).join(',')}` },
  { name: 'cart', path: '/cart', token },
];

const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const audited = only ? pages.filter(({ name }) => only.includes(name)) : pages;
if (audited.length === 0) throw new Error(`LIGHTHOUSE_PAGES names none of: ${pages.map(({ name }) => name).join(', ')}`);

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results = [];
for (const { name, path, token: session } of audited) {
  const page = await browser.newPage();
  // The session lives in local storage; set it on the origin before the measured load. A
  // signed-in shopper's browser has run the app before, which left its hints for the server in
  // cookies (src/lib/first-screen-hints.ts): one load of the home page leaves them, as it would.
  await page.goto(new URL('/robots.txt', base).href);
  await page.evaluate((value) => (value ? localStorage.setItem('token', value) : localStorage.clear()), session ?? null);
  if (session) {
    await page.goto(new URL('/', base).href);
    await page.waitForFunction(() => document.cookie.includes('signed_in=1'));
  }
  const run = await lighthouse(new URL(path, base).href, { output: 'json', onlyCategories: CATEGORIES }, undefined, page);
  const { categories, audits } = run.lhr;
  if (process.env.LIGHTHOUSE_REPORTS) {
    writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${name.replace(/ /g, '-')}.json`, run.report);
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c].score ?? 0) * 100)]));
  const below = CATEGORIES.flatMap((c) =>
    categories[c].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => `${c}: ${ref.id} (${Math.round(audits[ref.id].score * 100)}) ${audits[ref.id].displayValue ?? ''}`.trim()),
  );
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
    .map((id) => `${id.replace(/-/g, ' ')} ${audits[id].displayValue}`)
    .join(', ');
  results.push({ name, path, scores, below, metrics });
  await page.close();
}
await browser.close();

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results));
} else {
  for (const { name, scores, below, metrics } of results) {
    console.log(`${name.padEnd(11)} performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}`);
    console.log(`            ${metrics}`);
    for (const line of below) console.log(`            below 100: ${line}`);
  }
}
