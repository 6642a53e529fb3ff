// Writes dist/login.<locale>.html: index.html with a static snapshot of the login page as its boot screen
// (src/prerender/login-snapshot.tsx, rendered with React's server renderer under jsdom) and the login route's
// stylesheets linked, so /login paints the real page with the HTML. The server picks the file by the
// app's language cookie; without these files it serves index.html and its splash, so a failure here only costs speed.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const here = new URL('.', import.meta.url).pathname;
const dist = join(here, 'dist');
const out = join(here, 'node_modules/.prerender');
const LOCALES = ['zh-CN', 'en-US', 'zh-TW'];
const LOGIN_SOURCE = 'src/features/auth/routes/login-page.tsx';

// The login route's stylesheets, its imports' included, from the client build's manifest.
const manifestPath = join(dist, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const css = new Set();
const visit = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const file of manifest[key].css ?? []) css.add(file);
  for (const imported of manifest[key].imports ?? []) visit(imported, seen);
};
if (!manifest[LOGIN_SOURCE]) throw new Error(`prerender: ${LOGIN_SOURCE} is not in the build manifest`);
visit(LOGIN_SOURCE);
// index.html links the entry's stylesheets already, those of the chunks it imports included.
const entryCss = new Set();
const visitEntry = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const file of manifest[key].css ?? []) entryCss.add(file);
  for (const imported of manifest[key].imports ?? []) visitEntry(imported, seen);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visitEntry(key);
const links = [...css]
  .filter((file) => !entryCss.has(file))
  .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
  .join('\n    ');
rmSync(manifestPath);

await build({
  configFile: join(here, 'vite.config.ts'),
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: join(here, 'src/prerender/login-snapshot.tsx'),
    outDir: out,
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

// The page reads the browser's storage and window while it renders; jsdom gives it an empty browser.
const { JSDOM } = await import('jsdom');
const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/login' });
for (const key of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']) {
  Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
}
const { renderLoginSnapshot } = await import(pathToFileURL(join(out, 'login-snapshot.js')).href);

const index = readFileSync(join(dist, 'index.html'), 'utf8');
const boot = /<div id="boot">[\s\S]*?<\/div>\s*<!-- \/boot -->/;
if (!boot.test(index)) throw new Error('prerender: index.html has no <div id="boot"> … <!-- /boot --> block');
for (const locale of LOCALES) {
  const { html, title } = await renderLoginSnapshot(locale);
  const page = index
    .replace('<html lang="zh-CN">', `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `  ${links}\n  </head>`)
    // inert: typing into the snapshot before the app replaces it would be lost, so it takes no input.
    .replace(boot, () => `<div id="boot" inert>${html}</div>\n    <!-- /boot -->`);
  writeFileSync(join(dist, `login.${locale}.html`), page);
}
rmSync(out, { recursive: true, force: true });
console.log(`prerendered the login page in ${LOCALES.join(', ')} (${css.size} stylesheets)`);
// The rendered app leaves timers behind in this process (the query cache's five-minute collection among them):
// exit now rather than wait for them.
process.exit(existsSync(join(dist, 'login.zh-CN.html')) ? 0 : 1);
