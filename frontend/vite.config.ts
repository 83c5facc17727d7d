import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import wasm from 'vite-plugin-wasm';
import { preloadStart } from './build-plugins/preload-start.ts';

const SHELL = [
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|zustand|cookie|set-cookie-parser)[\\/]/,
  /[\\/]src[\\/](stores|config|lib|app[\\/]store|app[\\/]header|features[\\/]home|components[\\/]product)[\\/]/,
  /[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/,
];
/** Vite's helper that loads a dynamic import's chunks and style sheets together. */
const PRELOAD_HELPER = /vite\/preload-helper/;
/** Shared modules that import the core's bindings (each would pull the module into the shell). */
const NEEDS_CORE = /[\\/]src[\\/]lib[\\/]core[\\/]core\.ts$/;
/** The Bangla catalogs (the interface's and the texts by code) and the Bengali font's faces: their own chunk, fetched when a shopper chooses Bangla. */
const BANGLA = /[\\/]src[\\/]lib[\\/]i18n[\\/](bangla\.ts|bengali-font\.css|locales[\\/])/;

// The API server; `npm run dev` proxies /api there so the UI and API share an origin.
const apiTarget = process.env.SHOP_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), wasm(), lingui(), preloadStart()],
  // `@/lib/format` is src/lib/format: imports across folders name where they go, not how far up.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest tells scripts/bundle-size.mjs which files the first view needs.
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything every page needs (React, the router, the store, the shared
        // code and the header) and the home page (the most common first page,
        // 2 KB) are one file: as a dozen small chunks, each
        // paid its own request and headers on a phone's first visit. The
        // core's bindings stay out of it: they arrive when a rule is needed.
        advancedChunks: {
          groups: [
            // The entry's one import (it loads the app after the first paint, src/main.tsx): were it
            // in the shell, the entry would have to run the whole shell before anything painted.
            { name: 'preload-helper', test: PRELOAD_HELPER, priority: 2 },
            { name: 'shell', test: (id: string) => SHELL.some((p) => p.test(id)) && !NEEDS_CORE.test(id) && !BANGLA.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': apiTarget } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Binds the one store and the ports, as app/start.tsx and the route modules do, for components rendered in tests,
    // and loads the core.
    setupFiles: ['src/app/store/index.ts', 'src/app/page-ports.ts', 'src/test-support/core-loaded.ts'],
    // The files share a worker's modules instead of each importing the store, the ports and the
    // core anew: 7 s and 9 CPU-seconds for the 94 files against 36 s and 44 (scripts/test runs
    // them beside the Rust tests, on the same two cores). Every test sets up what it reads, and the
    // globals a test stubs (fetch, localStorage) are put back after it; the files passed in seven
    // shuffled orders (`vitest run --sequence.shuffle.files --sequence.seed=N`).
    isolate: false,
    unstubGlobals: true,
  },
});
