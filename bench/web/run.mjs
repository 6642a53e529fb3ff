// Runs Lighthouse (mobile preset, Debian Chromium) on /login of the built app served by the real server,
// and measures the gzip size of the JavaScript the first route loads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
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
  try {
    for (const route of ROUTES) {
      const measured = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const c = result.lhr.categories;
        const a = result.lhr.audits;
        measured.push({
          route,
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
    }
  } finally {
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
