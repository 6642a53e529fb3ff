// Writes dist/<page>.<locale>.html for the routes most visits open first: index.html with the route's own
// scripts and texts preloaded (index.html preloads the login route's), and for the login page and the to-do and
// done lists a static snapshot of the page as its boot screen (src/prerender/login-snapshot.tsx, rendered with
// React's server renderer under jsdom) with the route's stylesheets linked, so the route paints the real page with
// the HTML. The server picks the file by the app's language cookie; without these files it serves index.html and
// its splash, so a failure here only costs speed.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const here = new URL('.', import.meta.url).pathname;
const dist = join(here, 'dist');
const out = join(here, 'node_modules/.prerender');
const LOCALES = ['zh-CN', 'en-US', 'zh-TW'];
// Each page: the route's modules (their scripts are preloaded; the first one's stylesheets are linked when a
// snapshot is drawn), the text namespaces its screen reads, how to render its snapshot (none: the splash stays),
// and the files it writes. Keep the namespaces in step with the routes' lazyPage calls.
const PAGES = [
  {
    sources: ['src/features/auth/routes/login-page.tsx'],
    namespaces: [],
    render: 'renderLoginSnapshot',
    args: [],
    file: 'login',
  },
  ...['0', '1'].map((tab) => ({
    sources: ['src/features/workflow/lists/routes/my-matters-page.tsx'],
    namespaces: ['flow'],
    render: 'renderMyMattersSnapshot',
    args: [tab],
    file: `my-matters-${tab}`,
  })),
  {
    sources: ['src/features/portal/routes/home-page.tsx', 'src/app/layouts/tab-layout.tsx'],
    namespaces: ['home', 'tenant', 'work', 'messages'],
    file: 'home',
  },
  {
    sources: [
      'src/features/workflow/task/routes/instance-page.tsx',
      'src/features/workflow/task/prefetch.ts',
    ],
    namespaces: ['task', 'forms'],
    // The task's detail draws the screen's first lines: public/early-calls.js asks for it with the HTML.
    early: {
      route: '/task/:taskId/:leaderId',
      calls: [{ path: '/runtime/task/v1/taskDetail', params: { taskId: ':taskId' } }],
    },
    file: 'task',
  },
];

const manifestPath = join(dist, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// The chunks of these modules and of everything they import, from the client build's manifest.
const chunksOf = (sources) => {
  const seen = new Set();
  const visit = (key) => {
    if (!manifest[key]) throw new Error(`prerender: ${key} is not in the build manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen].map((key) => manifest[key]);
};
const stylesOf = (sources) => new Set(chunksOf(sources).flatMap((chunk) => chunk.css ?? []));
const scriptsOf = (sources) => new Set(chunksOf(sources).map((chunk) => chunk.file));
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
// index.html loads the entry's scripts and links its stylesheets already, those of the chunks it imports included.
const entryCss = stylesOf(entries);
const entryScripts = scriptsOf(entries);
// The default language's namespaces load one by one; another language loads as one bundle.
const textSources = (locale, namespaces) =>
  locale === 'zh-CN'
    ? namespaces.map((ns) => `src/locales/zh-CN/${ns}.json`)
    : [`src/locales/${locale}/index.ts`];
const preloadsOf = (sources) =>
  [...scriptsOf(sources)]
    .filter((file) => !entryScripts.has(file))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
const loginPreloads = preloadsOf(['src/features/auth/routes/login-page.tsx']);
const linksOf = (source) =>
  [...stylesOf([source])]
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
for (const preload of loginPreloads) {
  if (!index.includes(preload)) throw new Error(`prerender: index.html lacks ${preload}`);
}
for (const spec of PAGES) {
  const links = spec.render ? linksOf(spec.sources[0]) : '';
  for (const locale of LOCALES) {
    const preloads = preloadsOf([...spec.sources, ...textSources(locale, spec.namespaces)]);
    let page = index.replace('<html lang="zh-CN">', `<html lang="${locale}">`);
    for (const preload of loginPreloads) page = page.replace(preload, '');
    if (spec.early) {
      const config = '<script defer src="/config.js"></script>';
      const calls = JSON.stringify(spec.early.calls);
      if (!page.includes(config) || calls.includes("'"))
        throw new Error('prerender: cannot add the early calls');
      page = page.replace(
        config,
        `${config}\n    <script defer src="/early-calls.js" data-route="${spec.early.route}" data-calls='${calls}'></script>`,
      );
    }
    page = page.replace('</head>', `  ${[...preloads, links].filter(Boolean).join('\n    ')}\n  </head>`);
    if (spec.render) {
      const { html, title } = await renderers[spec.render](locale, ...spec.args);
      page = page
        .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
        // inert: typing into the snapshot before the app replaces it would be lost, so it takes no input.
        .replace(boot, () => `<div id="boot" inert>${html}</div>\n    <!-- /boot -->`);
    }
    writeFileSync(join(dist, `${spec.file}.${locale}.html`), page);
  }
}
rmSync(out, { recursive: true, force: true });
console.log(`prerendered ${PAGES.map((p) => p.file).join(', ')} in ${LOCALES.join(', ')}`);
// The rendered app leaves timers behind in this process (the query cache's five-minute collection among them):
// exit now rather than wait for them.
process.exit(existsSync(join(dist, 'login.zh-CN.html')) ? 0 : 1);
