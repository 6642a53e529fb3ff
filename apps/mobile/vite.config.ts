import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
  // The deployment's runtime settings (window.__BATON_CONFIG__), loaded by index.html before the app.
  '/config.js',
];
const target = process.env.BATON_API_URL ?? 'http://localhost:8080';
// Anchored on a following "/" or "?" so app routes such as /authority-less pages never leak to the server.
const proxy = Object.fromEntries(
  apiPrefixes.map((prefix) => [`^${prefix.replaceAll('.', '\\.')}(/|\\?|$)`, { target, changeOrigin: true }]),
);

/**
 * Most first visits land on the login page, which the router loads lazily: preloading its chunks from the
 * HTML fetches them alongside the entry instead of after it has run. The scripts are marked low priority:
 * module scripts never block the first paint (the splash in index.html), and the hint tells the browser so
 * (and Lighthouse's simulation, which otherwise counts every high-priority script before the first paint).
 */
function preloadLoginRoute(): Plugin {
  return {
    name: 'baton-preload-login-route',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const login = chunks.find((c) => c.facadeModuleId?.endsWith('/features/auth/routes/login-page.tsx'));
        if (!login) throw new Error('the login route chunk was not found');
        const config = html.indexOf('<script defer src="/config.js"></script>');
        if (config < 0 || config > html.indexOf('<script type="module"')) {
          throw new Error('/config.js must load before the app: deferred scripts run in document order');
        }
        const links = [...new Set([login.fileName, ...login.imports])]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        return html
          .replace('</head>', `    ${links}\n  </head>`)
          .replaceAll(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          );
      },
    },
  };
}

const SHELL = [
  /[\\/]src[\\/]lib[\\/](boot-screen|document-title|navigation|history-stack|storage|theme|sign-out|crypto|locale-cookie)\.ts$/,
  /[\\/]src[\\/]components[\\/](baton-logo|language-switcher|line-icons|text-field)\.tsx$/,
  /[\\/]src[\\/]app[\\/]paths\.ts$/,
  /[\\/]src[\\/]features[\\/]portal[\\/]model[\\/]guest-whitelist\.ts$/,
  /node_modules[\\/]antd-mobile[\\/]es[\\/](utils[\\/]can-use-dom|components[\\/]config-provider)[\\/.]/,
];

export default defineConfig({
  plugins: [react(), preloadLoginRoute()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // prerender.mjs reads it to link the login route's stylesheets, then deletes it.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Stable vendor chunks keep the login route small and cacheable across releases.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 30000 },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
            // The small app modules every first route loads, in one file rather than a dozen.
            { name: 'shell', test: (id) => SHELL.some((re) => re.test(id)), priority: 10 },
          ],
        },
      },
    },
  },
});
