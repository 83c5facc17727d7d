import { type Browser, type Page, expect, test } from '@playwright/test';
import { CUSTOMER, sessionOf } from './support/api';

// The server draws a catalog page's first screen into its HTML (seo/first_screen.rs), so the phones
// paint before the app's code has run; the app draws behind it and takes it away once its page has
// drawn (lib/first-screen.ts). Both must show the same pictures in the same place, or the page jumps
// and the largest picture is fetched twice, and the swap must leave no blank between them.

/** What the page shows of its largest picture and heading, with or without the app. */
interface Shown {
  picture: Record<string, string | null>;
  box: { x: number; y: number; width: number; height: number };
  heading: string;
}

const PICTURE_ATTRIBUTES = ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'fetchpriority'];

async function shown(page: Page, picture: string, heading: string): Promise<Shown> {
  const img = page.locator(picture).first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete)).toBe(true);
  const attributes = await img.evaluate((i, names) => Object.fromEntries(names.map((name) => [name, i.getAttribute(name)])), PICTURE_ATTRIBUTES);
  const box = await img.boundingBox();
  if (!box) throw new Error(`${picture} has no box`);
  return { picture: attributes, box, heading: (await page.locator(heading).first().textContent()) ?? '' };
}

async function withoutScripts(browser: Browser, width: number, address: string, picture: string, heading: string): Promise<Shown> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 823 } });
  const page = await context.newPage();
  await page.goto(address);
  const first = await shown(page, picture, heading);
  await context.close();
  return first;
}

/** Records, when the first screen goes, whether the app's page had drawn its picture already. */
function watchTheSwap(picture: string): void {
  let seen = false;
  new MutationObserver((_, observer) => {
    if (document.getElementById('first-screen')) seen = true;
    if (!seen || document.getElementById('first-screen')) return;
    Object.assign(window, { swap: document.querySelector(picture) ? 'the app had drawn' : 'a blank' });
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Records where each largest-paint candidate was: in the server's first screen or the app's page.
 * The observer may hear of a paint only after the app has taken the first screen away, and an
 * entry names no element once its element has left the page; the app's root stays hidden until
 * then, so such a paint is the first screen's if it came before the first screen went (and never
 * when no first screen was shown).
 */
function watchTheLargestPaint(): void {
  const seen: string[] = [];
  Object.assign(window, { largestPaints: seen });
  let shown = false;
  let goneAt = Infinity;
  new MutationObserver((_, observer) => {
    if (document.getElementById('first-screen')) shown = true;
    if (!shown || document.getElementById('first-screen')) return;
    goneAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      const inFirstScreen = entry.element ? entry.element.closest('#first-screen') !== null : shown && entry.startTime < goneAt;
      seen.push(inFirstScreen ? 'first screen' : 'app');
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The newest `count` phones with a picture: phones other journeys list through the API have none. */
async function phonesWithPictures(page: Page, count: number): Promise<{ _id: string; slug: string }[]> {
  const answer = (await (await page.request.get('/api/products?perPage=100')).json()) as {
    products: { _id: string; slug: string; cover_picture: object | null }[];
  };
  const phones = answer.products.filter((p) => p.cover_picture).slice(0, count);
  if (phones.length < count) throw new Error(`the demo catalog has ${count} phones with pictures`);
  return phones;
}

/** The address of a page to check: the newest phone's page, two phones compared, or as written. */
async function addressOf(page: Page, address: string): Promise<string> {
  if (address === 'phone') {
    const [phone] = await phonesWithPictures(page, 1);
    return `/product/${phone!.slug}/${phone!._id}`;
  }
  if (address === 'compare') return `/compare?ids=${(await phonesWithPictures(page, 2)).map((p) => p._id).join(',')}`;
  return address;
}

const CARD = '.product-card img';
const CARD_TITLE = '.product-card__title';

/** What a catalog page shows once the app has drawn its answer. */
const PRICE = '[data-testid="product-price"]';

/**
 * The pages with a first screen: a name, an address (see `addressOf`), the largest picture, a
 * heading, and what the app shows once it has drawn.
 */
const PAGES = [
  ['the home page', '/', CARD, CARD_TITLE, PRICE],
  ['the listing', '/products', CARD, CARD_TITLE, PRICE],
  ['a search', '/q?search=galaxy', CARD, CARD_TITLE, PRICE],
  ['a phone page', 'phone', '.product-details__media img', 'h1', PRICE],
  ['a comparison', 'compare', '.compare-table__picture img', '.compare-table__phone a', '[data-row="price"]'],
] as const;

for (const [name, address, picture, heading, drawn] of PAGES) {
  test(`${name} paints its first phones from the HTML where the app then draws them`, async ({ browser, page }) => {
    const target = await addressOf(page, address);
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 823 });
      const first = await withoutScripts(browser, width, target, picture, heading);
      await page.addInitScript(watchTheSwap, `#root ${picture}`);
      await page.addInitScript(watchTheLargestPaint);
      await page.goto(target);
      await expect(page.locator(drawn).first()).toBeVisible();
      await expect(page.locator('#first-screen')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { swap?: string }).swap), `${width}px`).toBe('the app had drawn');
      const app = await shown(page, `#root ${picture}`, `#root ${heading}`);
      if (width === 412) {
        // The app's copy of the largest picture or heading is not larger than the server's (a
        // fraction of a pixel's offset is enough), so the page's largest paint stays the first one.
        const paints = await page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints);
        expect.soft(paints.at(-1), `${width}px: ${paints.join(', ')}`).toBe('first screen');
      }
      expect.soft(first.picture, `${width}px`).toEqual(app.picture);
      expect.soft(first.heading, `${width}px`).toBe(app.heading);
      expect.soft(first.box.width, `${width}px`).toBeCloseTo(app.box.width, 0);
      expect.soft(first.box.height, `${width}px`).toBeCloseTo(app.box.height, 0);
      expect.soft(Math.abs(first.box.x - app.box.x), `${width}px: ${first.box.x} ${app.box.x}`).toBeLessThanOrEqual(1);
      expect.soft(Math.abs(first.box.y - app.box.y), `${width}px: ${first.box.y} ${app.box.y}`).toBeLessThanOrEqual(16);
    }
  });
}

/**
 * Records when each picture the first screen loads at once had arrived or failed (a failed one
 * leaves no resource timing): at the latest when the page was parsed, which is before the entry runs.
 */
function watchTheEagerPictures(): void {
  const settled: number[] = [];
  Object.assign(window, { picturesSettled: settled });
  document.addEventListener('DOMContentLoaded', () => {
    const eager = [...document.querySelectorAll<HTMLImageElement>('#first-screen img[loading="eager"]')];
    Object.assign(window, { eagerPictures: eager.length });
    for (const img of eager) {
      if (img.complete) settled.push(performance.now());
      else for (const event of ['load', 'error']) img.addEventListener(event, () => settled.push(performance.now()), { once: true });
    }
  });
}

/** When the first screen's eager pictures had settled, and when each piece of the app's code was asked for. */
async function picturesAndCode(page: Page): Promise<{ eager: number; settled: number[]; code: [string, number][] }> {
  return page.evaluate(() => {
    const { eagerPictures, picturesSettled } = window as unknown as { eagerPictures: number; picturesSettled: number[] };
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    const code = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => /\.(js|wasm)$/.test(new URL(r.name).pathname) && r.name !== entry && !r.name.includes('/preload-helper-'))
      .map((r): [string, number] => [new URL(r.name).pathname, r.startTime]);
    return { eager: eagerPictures, settled: picturesSettled, code };
  });
}

// On a slow network the phones would share it with the app's code (about 130 KB as sent): a page with
// a first screen asks for that code, its route's and the core's module only once the pictures it
// loads at once have arrived or failed (and painted: src/main.tsx). At a phone's width, as Lighthouse's
// mobile preset measures it.
for (const [name, address, , , drawn] of PAGES) {
  test(`${name} asks for the app's code once its first screen has painted`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const target = await addressOf(page, address);
    await page.addInitScript(watchTheEagerPictures);
    await page.goto(target);
    await expect(page.locator(drawn).first()).toBeVisible();
    const allSettled = async () => {
      const { eager, settled } = await picturesAndCode(page);
      return eager > 0 && settled.length === eager;
    };
    await expect.poll(allSettled, { message: 'the first screen loads pictures at once, and they settle' }).toBe(true);
    const { settled, code } = await picturesAndCode(page);
    expect(code.map(([file]) => file)).toContainEqual(expect.stringMatching(/^\/assets\/shell-/));
    const arrived = Math.max(...settled);
    for (const [file, asked] of code) expect(asked, `${file} asked for at ${asked} ms`).toBeGreaterThanOrEqual(arrived);
  });
}

// The app's first render is a transition React draws in slices, and RouterProvider follows the
// router only from its commit on: a router that settled or moved in between left the page on the
// first screen for good (one cold load in five at `2479b01`; 15 loads here). start.tsx now renders
// a settled router and redraws after a move (`app/first-commit.ts`).
test('the app takes over from the first screen on every cold load', async ({ browser, page }, testInfo) => {
  test.setTimeout(90_000);
  for (const [name, address, , , drawn] of PAGES) {
    const target = await addressOf(page, address);
    for (let load = 1; load <= 3; load += 1) {
      // A new context each time: nothing cached, as a first visit.
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      try {
        const cold = await context.newPage();
        await cold.goto(target);
        await expect(cold.locator(drawn).first(), `${name}, load ${load}`).toBeVisible();
        await expect(cold.locator('#first-screen'), `${name}, load ${load}`).toHaveCount(0);
      } finally {
        await context.close();
      }
    }
  }
});

/** Where the cart's heading is and what it says: the server's copy, or the app's. */
async function cartHeading(page: Page, heading: string): Promise<{ text: string; box: Shown['box'] }> {
  const element = page.locator(heading);
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  if (!box) throw new Error(`${heading} has no box`);
  return { text: (await element.textContent()) ?? '', box };
}

// A shopper's page has nothing the server can know, but the app leaves it hints in cookies
// (lib/first-screen-hints.ts): a browser holding a session and showing English gets the cart's
// heading (the page's largest paint) from the HTML, before the app's code has run.
test('a signed-in shopper’s cart paints its heading from the HTML where the app then draws it', async ({ browser, page, request }) => {
  const { token } = await sessionOf(request, CUSTOMER);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Rahim/ })).toBeVisible();
  const hints = (await page.context().cookies()).filter(({ name }) => ['signed_in', 'language'].includes(name));
  expect(hints.map(({ name, value }) => `${name}=${value}`).sort()).toEqual(['language=en', 'signed_in=1']);

  await page.addInitScript(watchTheLargestPaint);
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 823 });
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 823 } });
    await context.addCookies(hints);
    const bare = await context.newPage();
    await bare.goto('/cart');
    const first = await cartHeading(bare, '#first-screen h1');
    await context.close();

    await page.goto('/cart');
    await expect(page.getByText(/^Total Items/)).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    const app = await cartHeading(page, '#root h1');
    expect.soft(first.text, `${width}px`).toBe(app.text);
    // The same size, so the app's copy is no larger paint; the same place to a pixel (the bar
    // standing for the banner and header is a fraction of a pixel off theirs).
    expect.soft([first.box.width, first.box.height], `${width}px`).toEqual([app.box.width, app.box.height]);
    expect.soft(Math.abs(first.box.x - app.box.x), `${width}px: ${first.box.x} ${app.box.x}`).toBeLessThanOrEqual(1);
    expect.soft(Math.abs(first.box.y - app.box.y), `${width}px: ${first.box.y} ${app.box.y}`).toBeLessThanOrEqual(1);
    const paints = await page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints);
    expect.soft(paints.at(-1), `${width}px: ${paints.join(', ')}`).toBe('first screen');
  }

  // Signing out takes the hint away: the next cart page (on its way to sign-in) has no first screen.
  await page.getByRole('button', { name: /Rahim/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain('signed_in');
  const answer = await page.request.get('/cart', { headers: { cookie: 'language=en' } });
  expect(await answer.text()).not.toContain('id="first-screen"');
});

test('a hint left by a session that has ended sends the visitor to sign in at once', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const origin = new URL(testInfo.project.use.baseURL ?? '').hostname;
  await context.addCookies(
    ['signed_in=1', 'language=en'].map((hint) => {
      const [name = '', value = ''] = hint.split('=');
      return { name, value, domain: origin, path: '/' };
    }),
  );
  const page = await context.newPage();
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/auth\/login\?callback=%2Fcart$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await context.close();
});
