import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';
import { CHROME_ARGS, chromePath } from './chrome.ts';
import { answer, firefoxPath, launchFirefox } from './firefox.ts';
import { freePort, waitForHttp } from './server.ts';

/**
 * The three engines, each the operating system's own build (tests never download a browser), behind
 * one small interface: Chromium over CDP and Firefox ESR over WebDriver BiDi through puppeteer-core
 * (one API for both; Playwright's Firefox and WebKit are patched builds Debian does not have), and
 * WebKitGTK, Safari's engine, through its WebKitWebDriver (W3C WebDriver) with selenium-webdriver,
 * on a virtual X display (Xvfb) since WebKitGTK draws into a window. A page script is the common
 * language: what a test measures, it measures in the page.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export type EngineKey = 'Escape' | 'ArrowRight' | 'ArrowLeft';

export interface EngineTab {
  engine: EngineName;
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs a self-contained function in the page (it sees nothing of the test's scope) and returns its result. */
  run<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** A real click at the middle of the first element `selector` matches. */
  click(selector: string): Promise<void>;
  press(key: EngineKey): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /** Why it cannot run here, with how to install it; null when it can. */
  missing: string | null;
  /** A tab whose viewport is `width` x `height` CSS pixels. */
  open(width: number, height: number): Promise<EngineTab>;
  quit(): Promise<void>;
}

const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.WEBKIT_BROWSER_PATH ?? ['x86_64', 'aarch64'].map((arch) => `/usr/lib/${arch}-linux-gnu/webkit2gtk-4.1/MiniBrowser`).find((file) => existsSync(file));
const XVFB = '/usr/bin/Xvfb';

const INSTALL: Record<EngineName, string> = {
  chromium: 'apt-get install -y chromium (or set CHROME_PATH)',
  firefox: 'apt-get install -y firefox-esr (or set FIREFOX_PATH)',
  webkit: 'apt-get install -y webkit2gtk-driver xvfb',
};

function missingOf(name: EngineName): string | null {
  const present = { chromium: Boolean(chromePath), firefox: Boolean(firefoxPath), webkit: existsSync(WEBKIT_DRIVER) && Boolean(MINIBROWSER) && (Boolean(process.env.DISPLAY) || existsSync(XVFB)) }[name];
  return present ? null : `No ${name} found: install it with \`${INSTALL[name]}\`. Its tests skipped.`;
}

const KEYS: Record<EngineKey, string> = { Escape: Key.ESCAPE, ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT };

function puppeteerTab(name: EngineName, page: Page): EngineTab {
  return {
    engine: name,
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    run: (fn, arg) => within(page.evaluate(fn as (arg: unknown) => unknown, arg), SCRIPT_MS, `${name} running a page script`) as never,
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key as KeyInput),
    close: () => page.close(),
  };
}

function puppeteerEngine(name: 'chromium' | 'firefox'): Engine {
  let browser: Promise<Browser> | undefined;
  const launch = () =>
    name === 'chromium'
      ? puppeteer.launch({ executablePath: chromePath, args: CHROME_ARGS, headless: true })
      : launchFirefox();
  return {
    name,
    missing: missingOf(name),
    async open(width, height) {
      const page = await (await (browser ??= launch())).newPage();
      await page.setViewport({ width, height });
      await page.setRequestInterception(true);
      page.on('request', (request) => void answer(request));
      return puppeteerTab(name, page);
    },
    quit: async () => void (await (await browser)?.close()),
  };
}

const SESSION_START_MS = 20_000;
/** What one WebDriver command may take: selenium's HTTP client waits for ever, so a hung browser would stop a test with no word of where. */
const COMMAND_MS = 20_000;
/** A page script may scroll a whole page through, frame by frame: over 20 s in WebKit at 375 px on a loaded CI machine. */
const SCRIPT_MS = 60_000;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A virtual display for WebKitGTK's windows, unless the environment has one. */
async function startDisplay(): Promise<{ display: string; stop(): void }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: () => undefined };
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '3000x3000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    xvfb.once('exit', () => reject(new Error('Xvfb stopped before it opened a display')));
  });
  return { display: `:${number}`, stop: () => xvfb.kill() };
}

/**
 * WebKitGTK's browser window cannot be narrower than its toolbar (about 447 px), so a phone's
 * width is drawn at twice the scale (GDK_DPI_SCALE, which WebKitGTK applies as page zoom) in a
 * window twice as wide: innerWidth and media queries see the CSS width asked for.
 */
function webkitEngine(): Engine {
  let display: Promise<{ display: string; stop(): void }> | undefined;
  const drivers: ChildProcess[] = [];
  return {
    name: 'webkit',
    missing: missingOf('webkit'),
    async open(width, height) {
      const { display: DISPLAY } = await (display ??= startDisplay());
      const scale = width < 600 ? 2 : 1;
      // Under a loaded machine WebKitWebDriver has been seen to wait for MiniBrowser for ever: a
      // session that does not start in its time is started again, once.
      const start = async () => {
        const port = await freePort();
        const server = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY, GDK_DPI_SCALE: String(scale) } });
        drivers.push(server);
        try {
          await waitForHttp(`http://127.0.0.1:${port}/status`);
          const driver = await within(
            new Builder()
              .usingServer(`http://127.0.0.1:${port}`)
              .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
              .build(),
            SESSION_START_MS,
            'WebKitWebDriver starting MiniBrowser',
          );
          return { server, driver };
        } catch (error) {
          server.kill();
          throw error;
        }
      };
      const { server, driver } = await start().catch(start);
      await driver.manage().setTimeouts({ script: SCRIPT_MS, pageLoad: COMMAND_MS });
      // The window's frame (its toolbar) takes some of its height: grown by what the page lost.
      await driver.manage().window().setRect({ width: width * scale, height: height * scale });
      const inner = (await driver.executeScript('return innerHeight')) as number;
      await driver.manage().window().setRect({ width: width * scale, height: height * scale + (height - inner) * scale });
      return {
        engine: 'webkit',
        goto: (url) => within(driver.get(url), COMMAND_MS, `WebKit loading ${url}`),
        run: (fn, arg) =>
          within(driver.executeAsyncScript(
            `const done = arguments[arguments.length - 1];
             Promise.resolve().then(() => (${fn.toString()})(arguments[0])).then(done, (error) => done({ pageError: String(error && error.stack || error) }));`,
            arg ?? null,
          ), SCRIPT_MS, 'WebKit running a page script').then((result) => {
            const failure = (result as { pageError?: string } | null)?.pageError;
            if (failure) throw new Error(`in the page: ${failure}`);
            return result as never;
          }),
        // At twice the scale WebKitWebDriver's pointer lands off the element (it misses the zoom),
        // so there a tap's events are dispatched on the element itself, then its own click.
        click: (selector) =>
          within(
            (async () => {
              const element = await driver.findElement(By.css(selector));
              if (scale === 1) return element.click();
              await driver.executeScript(
                `const element = arguments[0];
                 for (const type of ['pointerover', 'pointerdown', 'pointerup']) element.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, isPrimary: true, pointerType: 'touch' }));
                 element.click();`,
                element,
              );
            })(),
            COMMAND_MS,
            `WebKit clicking ${selector}`,
          ),
        press: (key) => within(driver.actions().sendKeys(KEYS[key]).perform(), COMMAND_MS, `WebKit pressing ${key}`),
        close: async () => {
          await within(driver.quit(), COMMAND_MS, 'WebKit closing its session').catch(() => undefined);
          server.kill();
        },
      };
    },
    async quit() {
      for (const server of drivers) server.kill();
      (await display)?.stop();
    },
  };
}

export const ENGINES: Engine[] = [puppeteerEngine('chromium'), puppeteerEngine('firefox'), webkitEngine()];

for (const engine of ENGINES) {
  if (!engine.missing) continue;
  if (process.env.CI === 'true') throw new Error(engine.missing.replace('Its tests skipped.', 'It cannot be missing under CI=true.'));
  console.warn(engine.missing);
}
