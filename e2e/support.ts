import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
