// Writes dist/<page>.<locale>.html for the login page and the to-do and done lists' frames: index.html with a
// static snapshot of the page as its boot screen (src/prerender/login-snapshot.tsx, rendered with React's server
// renderer under jsdom) and the route's stylesheets linked, so the route paints the real page with the HTML. The server picks the file by the
// app's language cookie; without these files it serves index.html and its splash, so a failure here only costs speed.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const here = new URL('.', import.meta.url).pathname;
const dist = join(here, 'dist');
const out = join(here, 'node_modules/.prerender');
const LOCALES = ['zh-CN', 'en-US', 'zh-TW'];
// Each prerendered page: the route's source (for its stylesheets), how to render it, and the files it writes.
const PAGES = [
  {
    source: 'src/features/auth/routes/login-page.tsx',
    render: 'renderLoginSnapshot',
    args: [],
    file: 'login',
  },
  ...['0', '1'].map((tab) => ({
    source: 'src/features/workflow/lists/routes/my-matters-page.tsx',
    render: 'renderMyMattersSnapshot',
    args: [tab],
    file: `my-matters-${tab}`,
  })),
];

const manifestPath = join(dist, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// A route's stylesheets, its imports' included, from the client build's manifest.
const stylesOf = (source) => {
  if (!manifest[source]) throw new Error(`prerender: ${source} is not in the build manifest`);
  const css = new Set();
  const visit = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) css.add(file);
    for (const imported of manifest[key].imports ?? []) visit(imported, seen);
  };
  visit(source);
  return css;
};
// index.html links the entry's stylesheets already, those of the chunks it imports included.
const entryCss = new Set();
const visitEntry = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const file of manifest[key].css ?? []) entryCss.add(file);
  for (const imported of manifest[key].imports ?? []) visitEntry(imported, seen);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visitEntry(key);
const linksOf = (source) =>
  [...stylesOf(source)]
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
const renderers = await import(pathToFileURL(join(out, 'login-snapshot.js')).href);

const index = readFileSync(join(dist, 'index.html'), 'utf8');
const boot = /<div id="boot">[\s\S]*?<\/div>\s*<!-- \/boot -->/;
if (!boot.test(index)) throw new Error('prerender: index.html has no <div id="boot"> … <!-- /boot --> block');
for (const spec of PAGES) {
  const links = linksOf(spec.source);
  for (const locale of LOCALES) {
    const { html, title } = await renderers[spec.render](locale, ...spec.args);
    const page = index
      .replace('<html lang="zh-CN">', `<html lang="${locale}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace('</head>', `  ${links}\n  </head>`)
      // inert: typing into the snapshot before the app replaces it would be lost, so it takes no input.
      .replace(boot, () => `<div id="boot" inert>${html}</div>\n    <!-- /boot -->`);
    writeFileSync(join(dist, `${spec.file}.${locale}.html`), page);
  }
}
rmSync(out, { recursive: true, force: true });
console.log(`prerendered ${PAGES.map((p) => p.file).join(', ')} in ${LOCALES.join(', ')}`);
// The rendered app leaves timers behind in this process (the query cache's five-minute collection among them):
// exit now rather than wait for them.
process.exit(existsSync(join(dist, 'login.zh-CN.html')) ? 0 : 1);
