/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';
const sharedLocales = fileURLToPath(new URL('../../packages/shared/src/locales/', import.meta.url));

/**
 * Every `zod` import (the shared package's schemas too) goes through zod-without-eval.ts, which configures zod before
 * any schema exists. That configuration is a statement with a side effect: do not mark the module free of side
 * effects, or the bundler drops it and zod probes eval under the CSP.
 */
const zodWithoutEval = fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^zod$/, replacement: zodWithoutEval },
      // The package's `./locales/*.json` export, spelt out for import.meta.glob, which cannot expand package exports.
      { find: /^@receptiva\/shared\/locales\//, replacement: sharedLocales },
    ],
  },
  server: {
    // The API server (npm start, port 3000) answers /api and the local mailbox at /dev; keys starting with ^ are RegExps.
    proxy: {
      '^/api(/|$)': { target: apiTarget, ws: true },
      '^/dev(/|$)': { target: apiTarget, ws: true },
    },
  },
  // `vite build --ssr` builds the server renderer (decision 008) beside the site, without the public files.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    // Catalogs (lib/i18n.ts) and flags (flag-icon.tsx) are fetched as files when shown, never inlined into the
    // script as data: URLs: every page would download all of them.
    assetsInlineLimit: (file: string) =>
      file.endsWith('.json') || file.includes('/assets/flags/') ? false : undefined,
    emptyOutDir: true,
    modulePreload: {
      // A home section's code is fetched when the browser is idle (DeferredSection): its imports may follow in a
      // second round trip then, rather than each adding a <link rel=modulepreload> while the page hydrates.
      resolveDependencies: (file, dependencies) => (/-section-[\w-]+\.js$/.test(file) ? [] : dependencies),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 15_000,
  },
}));
