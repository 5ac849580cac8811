import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

/**
 * Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi, which Firefox speaks itself
 * (Playwright's Firefox is a patched build that Debian does not have, and geckodriver is not
 * packaged). Without it, Firefox suites skip with a one-line hint, except under CI=true.
 */
const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
export const firefoxPath = process.env.FIREFOX_PATH ?? CANDIDATES.find((candidate) => existsSync(candidate));
const HINT = 'No Firefox found: install it with `apt-get install -y firefox-esr` or set FIREFOX_PATH. Firefox tests skipped.';

if (!firefoxPath) {
  if (process.env.CI === 'true') throw new Error(HINT.replace('skipped', 'cannot run under CI=true'));
  console.warn(HINT);
}

export function launchFirefox(): Promise<Browser> {
  // Overlay scrollbars, as phones and headless Chromium have: Linux Firefox's classic ones took 12 px of a phone's width.
  return puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, protocol: 'webDriverBiDi', extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 } });
}

/**
 * Lets a request to this machine through and aborts any other (the map's host would be the
 * internet). A request the page no longer waits for (it navigated, it closed) is let be.
 */
export function answer(request: HTTPRequest): Promise<void> {
  const local = /^(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:)/.test(request.url());
  return (local ? request.continue() : request.abort('blockedbyclient')).catch(() => undefined);
}

export interface WatchedFirefoxPage {
  page: Page;
  /** Console errors and warnings, uncaught errors and CSP violations seen so far. */
  problems: string[];
}

/** A page at `width` x `height` whose requests to anything but loopback are aborted, with problems recorded. */
export async function openFirefoxPage(browser: Browser, width = 1280, height = 800): Promise<WatchedFirefoxPage> {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  await page.setRequestInterception(true);
  page.on('request', (request) => void answer(request));
  const problems: string[] = [];
  await page.evaluateOnNewDocument(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`)),
  );
  page.on('console', (message) => {
    if (!['error', 'warn'].includes(message.type())) return;
    // Requests to other hosts are aborted on purpose (the map); they are not the site's errors.
    if (/google|maps|NS_ERROR_ABORT|blocked/i.test(message.text()) && !/CSP violation/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${(error as Error).message}`));
  return { page, problems };
}
