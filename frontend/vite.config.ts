import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import wasm from 'vite-plugin-wasm';

// The API server; `npm run dev` proxies /api there so the UI and API share an origin.
const apiTarget = process.env.SHOP_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), wasm()],
  // The manifest tells scripts/bundle-size.mjs which files the first view needs.
  build: { target: 'es2022', manifest: true },
  server: { proxy: { '/api': apiTarget } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Binds the one store, as main.tsx does, for components rendered in tests.
    setupFiles: ['src/app/store/index.ts'],
  },
});
