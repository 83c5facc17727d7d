import { defineConfig } from '@playwright/test';

// Debian's Chromium headless shell (scripts/lib.sh, ensure_headless_chromium): the journeys take
// some 40% less CPU in it than in the full browser's headless mode. Playwright adds --headless;
// the network flags keep it from dialling out of a closed network.
//
// The journeys change what they read (stock, orders, settings), so they run one at a time. The
// accessibility cases change nothing a journey reads (only their own customer's notices are
// marked read), so they run beside them, each worker visiting in one page per role
// (accessibility.spec.ts: a new context per case loaded and compiled the app from nothing).
// The journeys are listed first: Playwright hands a free worker the first queued case its
// project allows, so one worker walks the journeys from the start while the other takes the accessibility cases (listed first, both workers took those and
// the journeys then ran alone: 8.5 min against 7.4). A journey tagged @own-data buys only a phone
// it made, as an account it made, so it runs beside the others too: those that mostly wait (a
// code's minute, an unpaid order's lapse) are queued next, so the second worker waits through
// them while the first walks the journeys. The setup project makes that customer, with a phone of
// its own, before any starts, so the phone it lists never appears in the middle of a journey; if
// it fails, Playwright reports the journeys as not run. The screens' cases (every main screen at
// each breakpoint, 37 s of the journeys' worker) only read too, so they also run beside.
//
// Three workers on the two cores: one walks the journeys while two share the @own-data journeys,
// the accessibility cases and the screens', which mostly wait on the shop and each other. With two,
// the cores sat a third idle and the accessibility cases ran past the journeys' end (the phase
// 239 s against 202 s with three, in the headless shell; in the full browser a third worker was no
// faster).
//
// The journeys that compare a catalog page as the server drew it with the app's (first screens,
// first fetches, the home page's shelves) fail when another journey lists a phone between the
// two, so they read a catalog of their own through a shop of their own (CATALOG_SHOP_URL, which
// scripts/test starts on a database seeded alike) and run beside the journeys too. In the
// journeys' worker they were some 45 s of its 285, and it ran on alone after the other two had
// nothing left (they ended 40-60 s before it): now the three end within 15 s of each other.
// Beside the journeys the long cases are queued first (the screens' some 20 s each, then the
// catalog's, up to 14 s) and the accessibility cases, some 2 s each, last, so the workers end
// together: queued last, a catalog case of 10 s ran on alone after the other two were done.

// The cases that change nothing a journey reads.
const READ_ONLY = /(accessibility|screens)\.spec\.ts$/;
// The cases that read only the catalog, on a shop of their own.
const CATALOG = /(first-screen|first-fetch|smoke)\.spec\.ts$/;
const SHOP_URL = process.env.SHOP_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 3,
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'journeys', testIgnore: [READ_ONLY, CATALOG], grepInvert: /@own-data/, workers: 1, dependencies: ['setup'] },
    { name: 'own data', testIgnore: [READ_ONLY, CATALOG], grep: /@own-data/, fullyParallel: true, dependencies: ['setup'] },
    { name: 'screens', testMatch: /screens\.spec\.ts$/, fullyParallel: true, dependencies: ['setup'] },
    {
      name: 'catalog',
      testMatch: CATALOG,
      fullyParallel: true,
      dependencies: ['setup'],
      use: { baseURL: process.env.CATALOG_SHOP_URL ?? SHOP_URL },
    },
    { name: 'accessibility', testMatch: /accessibility\.spec\.ts$/, fullyParallel: true, dependencies: ['setup'] },
  ],
  timeout: 30_000,
  use: {
    // Charts and the banner hold still, so screenshots show what a reader sees.
    contextOptions: { reducedMotion: 'reduce' },
    baseURL: SHOP_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
