import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app takes only types (erased) and the constants of limits.ts from the contracts at run time; pointing
// the package at that file keeps the schema library out of the bundle (and fails the build if a schema is
// ever imported as a value).
const contractsRuntime = fileURLToPath(new URL('../../packages/contracts/src/limits.ts', import.meta.url));

// Every path the server answers; the dev server and `vite preview` forward them to it.
const apiPrefixes = [
  '/auth',
  '/refresh',
  '/signout',
  '/sso',
  '/api',
  '/uc',
  '/sys',
  '/runtime',
  '/flow',
  '/bpm',
  '/form',
  '/portal',
  '/innermsg',
  '/system',
  '/file',
  '/base',
  '/v1',
  '/v3',
  '/saas',
  '/zxwyContent',
  '/events',
];
const target = process.env.BATON_API_URL ?? 'http://localhost:8080';
// Anchored on a following "/" or "?" so app routes such as /authority-less pages never leak to the server.
const proxy = Object.fromEntries(
  apiPrefixes.map((prefix) => [`^${prefix}(/|\\?|$)`, { target, changeOrigin: true }]),
);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^@baton\/contracts$/, replacement: contractsRuntime }] },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Stable vendor chunks keep the login route small and cacheable across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
            { name: 'axios', test: /node_modules[\\/]axios[\\/]/, priority: 30 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
