import { defineConfig } from '@playwright/test';

// Debian's Chromium; the network flags keep it from dialling out of a closed network.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  timeout: 30_000,
  use: {
    // Charts and the banner hold still, so screenshots show what a reader sees.
    contextOptions: { reducedMotion: 'reduce' },
    baseURL: process.env.SHOP_URL ?? 'http://127.0.0.1:8080',
    launchOptions: {
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
    },
  },
});
