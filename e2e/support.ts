import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { inject } from 'vitest';
import chromiumSettings from './chromium.json';

export const artifacts = resolve(import.meta.dirname, 'artifacts');
mkdirSync(artifacts, { recursive: true });

export const baseUrl = () => inject('baseUrl');

export const DEMO_PASSWORD = 'Baton@2026';

/** Debian's Chromium with the flags it needs as root on a machine without outside network. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.executablePath,
    args: chromiumSettings.args,
  });
}

/** A phone: 390×844, touch, the given language. */
export async function phone(browser: Browser, locale = 'zh-CN'): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(artifacts, `${name}.png`) });
}

/** axe's violations on the page, one line each (rule: targets); `exclude` leaves a region out. */
export async function axeViolations(page: Page, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The scripts the page receives while `go` runs. */
export async function scriptsOf(page: Page, go: () => Promise<unknown>): Promise<Set<string>> {
  const seen = new Set<string>();
  const record = (r: Response) => {
    if (r.request().resourceType() === 'script') seen.add(r.url());
  };
  page.on('response', record);
  await go();
  page.off('response', record);
  return seen;
}

/** Picks a value in the open antd-mobile picker: `column` counts from 0, `label` is the item's text. */
export async function pickInColumn(page: Page, column: number, label: string): Promise<void> {
  const item = page
    .locator('.adm-picker-view-column')
    .nth(column)
    .locator('.adm-picker-view-column-item')
    .filter({ hasText: new RegExp(`^${label}$`) });
  await item.dispatchEvent('click');
}

export async function confirmPicker(page: Page): Promise<void> {
  await page.locator('.adm-picker-header-button').filter({ hasText: '确定' }).click();
  await page.locator('.adm-picker').waitFor({ state: 'detached' });
}

/** Opens a date field's picker and chooses a day of the shown month. */
export async function pickDay(page: Page, field: string, day: number): Promise<void> {
  await page.getByRole('button', { name: field, exact: true }).click();
  await page.locator('.adm-picker').waitFor();
  await pickInColumn(page, 2, String(day));
  await confirmPicker(page);
}

const dist = resolve(import.meta.dirname, '../apps/mobile/dist');

/** The built file behind an asset URL the app loaded. */
export const builtFileOf = (url: string) => join(dist, new URL(url).pathname);

/**
 * gzip -9 size of a built asset, 0 when the build has no such file. Compressed here rather than read from the
 * precompressed copies, which a build in progress may lack.
 */
export function gzipSizeOf(url: string): number {
  const file = builtFileOf(url);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** Opens /login in a fresh page and signs in as `account`; answers the scripts the login page loaded. */
export async function signInCountingScripts(page: Page, account: string): Promise<Set<string>> {
  const login = await scriptsOf(page, async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
  });
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/home');
  return login;
}
