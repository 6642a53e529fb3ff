// Runs Lighthouse (mobile preset, Debian Chromium) on routes of the built app served by the real server, and
// measures the gzip size of the JavaScript the first route loads.
//
// BENCH_ROUTES is a comma-separated list. A route with `@account` is measured signed in as that demo user: the
// sign-in happens through the login page in the tab Lighthouse then uses (the app finds its user through the
// tab's sessionStorage), and before every run the HTTP cache is cleared, so each run loads every script as a
// first visit would. `{todo}` in a route is replaced by the account's first to-do task id.
/* global document, location -- read inside the page by waitForFunction and evaluate */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromium } from 'playwright-core';
import { root, startServer } from '../lib/server.mjs';
import chromiumSettings from '../../e2e/chromium.json' with { type: 'json' };

const CHROME = process.env.CHROMIUM_PATH ?? chromiumSettings.executablePath;
const FLAGS = chromiumSettings.args;
const ROUTES = (process.env.BENCH_ROUTES ?? '/login').split(',');

const server = await startServer({ port: 18901 });
try {
  // JS of the first route: every script response while /login loads, gzip-compressed here.
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') {
      try {
        scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
      } catch {
        // a response without a body (redirect) is not JS we load
      }
    }
  });
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  const jsGzip = [...scripts.values()].reduce((a, b) => a + b, 0);

  // Lighthouse's simulated throttling scales the CPU time it observes, and this machine's CPU time varies from
  // run to run: each route is measured BENCH_RUNS times and the median run (by performance score) is reported
  // together with the range.
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  const scores = [];
  const driver = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    for (const spec of ROUTES) {
      const [path, account] = spec.split('@');
      const tab = account ? await signedInTab(driver, server.url, account) : undefined;
      const route = tab ? await resolveRoute(tab, path) : path;
      const measured = [];
      let unrecorded = 0;
      for (let i = 0; i < runs; i++) {
        if (tab) {
          const cdp = await tab.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
        }
        const result = await lighthouse(
          `${server.url}${route}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            ...(tab ? { disableStorageReset: true } : {}),
          },
          undefined,
          tab,
        );
        // A run Lighthouse could not record (its trace lacked the navigation, NO_NAVSTART, about one run in ten
        // here) scores 0 for reasons that are not the page's: it is run again, at most twice per route.
        if (result.lhr.runtimeError && unrecorded < 2) {
          unrecorded += 1;
          console.log(`run ${i + 1} of ${spec} not recorded (${result.lhr.runtimeError.code}): run again`);
          i -= 1;
          continue;
        }
        if (process.env.BENCH_ARTIFACTS) saveArtifacts(result, account, path, i);
        const c = result.lhr.categories;
        const a = result.lhr.audits;
        measured.push({
          route: account ? `${route} (as ${account})` : route,
          performance: Math.round(c.performance.score * 100),
          accessibility: Math.round(c.accessibility.score * 100),
          bestPractices: Math.round(c['best-practices'].score * 100),
          fcpMs: Math.round(a['first-contentful-paint'].numericValue),
          lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(a['total-blocking-time'].numericValue),
        });
      }
      measured.sort((x, y) => x.performance - y.performance);
      const median = measured[Math.floor(measured.length / 2)];
      scores.push({ ...median, runs: measured.map((m) => m.performance) });
      console.log(
        `measured ${median.route}: ${median.performance} (${measured.map((m) => m.performance).join(', ')})`,
      );
      await tab?.close();
    }
  } finally {
    await driver.disconnect();
    await chrome.kill();
  }

  console.log(
    `\nweb benchmark (Lighthouse mobile preset, median of ${runs} runs), ${new Date().toISOString()}`,
  );
  console.log(
    `JS loaded by /login: ${(jsGzip / 1024).toFixed(1)} KB gzip in ${scripts.size} files (budget 170 KB)`,
  );
  for (const s of scores) {
    console.log(
      `${s.route}: performance ${s.performance} (runs: ${s.runs.join(', ')}), accessibility ${s.accessibility}, best practices ${s.bestPractices}; FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms`,
    );
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/web.json'),
    JSON.stringify({ jsGzip, scripts: [...scripts], scores }, null, 2),
  );
} finally {
  await server.stop();
}

/**
 * With BENCH_ARTIFACTS=dir, each run's report and the trace and network log it was computed from are written to
 * dir, for bench/web/lcp-graph.mjs (which re-simulates the LCP from them and lists what its graph holds).
 */
function saveArtifacts(result, account, path, run) {
  const dir = process.env.BENCH_ARTIFACTS;
  mkdirSync(dir, { recursive: true });
  const name = `${account ?? 'guest'}${path.replace(/[^a-z0-9]+/gi, '_')}-${run}`;
  writeFileSync(join(dir, `${name}.report.json`), JSON.stringify(result.lhr));
  const { Trace, DevtoolsLog, GatherContext, URL, SourceMaps } = result.artifacts;
  writeFileSync(
    join(dir, `${name}.artifacts.json`),
    JSON.stringify({
      Trace,
      DevtoolsLog,
      GatherContext,
      URL,
      SourceMaps,
      settings: result.lhr.configSettings,
    }),
  );
}

/** A tab signed in as the demo account through the real login page. */
async function signedInTab(browser, url, account) {
  const tab = await browser.newPage();
  // Whoever signed in before in this browser is forgotten first (the app keeps its user in localStorage).
  const cdp = await tab.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'all' });
  await cdp.detach();
  await tab.goto(`${url}/login`, { waitUntil: 'networkidle0' });
  // The prerendered page is inert until the app has taken over.
  await tab.waitForFunction(() => !document.getElementById('boot'));
  await tab.locator('input[autocomplete="username"]').fill(account);
  await tab.locator('input[type="password"]').fill(process.env.BENCH_PASSWORD ?? 'Baton@2026');
  await Promise.all([
    tab.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 30_000 }),
    tab.locator('button[type="submit"]').click(),
  ]);
  return tab;
}

/** Fills `{todo}` with the signed-in user's first to-do task. */
async function resolveRoute(tab, path) {
  if (!path.includes('{todo}')) return path;
  const answer = await tab.evaluate(async () => {
    const res = await fetch('/runtime/task/v1/getTodoList', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // The app keeps its user (and token) in localStorage under a key prefixed by the tab's tenant.
        authorization: `Bearer ${JSON.parse(localStorage.getItem(`${sessionStorage.getItem('tenantId') ?? ''}_${sessionStorage.getItem('appID') ?? ''}_currentUser`) ?? '{}').token}`,
      },
      body: JSON.stringify({ isMobile: true, pageBean: { page: 1, pageSize: 1 } }),
    });
    return res.text();
  });
  const taskId = JSON.parse(answer).value?.rows?.[0]?.id;
  if (!taskId) throw new Error(`no to-do to measure ${path}: ${answer.slice(0, 300)}`);
  return path.replace('{todo}', taskId);
}
