import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';

/**
 * Finds the operating system's Chromium (tests never download browsers). Without one, browser
 * suites skip with a one-line hint, except under CI=true, where a missing browser is a failure.
 */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChrome(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export const chromePath = findChrome();
export const INSTALL_HINT = 'No Chromium found: install it with `apt-get install -y chromium` or set CHROME_PATH. Browser tests skipped.';

if (!chromePath) {
  if (process.env.CI === 'true') throw new Error(INSTALL_HINT.replace('skipped', 'cannot run under CI=true'));
  console.warn(INSTALL_HINT);
}

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchChrome(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: CHROME_ARGS, headless: true });
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, page errors (uncaught, unhandled rejections) and CSP violations seen so far. */
  problems: string[];
}

/** A page whose requests to anything but the local server are aborted, with problems recorded. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext(options);
  // Loopback names only: 127.0.0.1, localhost and its subdomains (a bucket's website host in tests).
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/]|[\w.-]+\.localhost[:/])/, (route) => route.abort('blockedbyclient'));
  // CSP violations are reported as console errors, so every test that checks `problems` sees them.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} in ${event.sourceFile}:${event.lineNumber}`),
    ),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      // Requests to external hosts are blocked on purpose (the map); they are not the site's errors.
      if (/ERR_BLOCKED_BY_CLIENT/.test(message.text())) return;
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}
