// Debian's Chromium driven by playwright-core (no browser download). The flags keep it from
// reaching for the network, which is closed here.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const VIEWPORT = { width: 1366, height: 768 };

/** Debian's Chromium as root, headless, with no background connections (the network is closed). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, timeout: 30_000, args: CHROMIUM_ARGS });
}

export function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: VIEWPORT, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
}
