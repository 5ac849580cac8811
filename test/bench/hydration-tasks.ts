/**
 * The longest main-thread task that runs island code (the loader, React, the islands and their
 * packages: everything under /_islands/) while a page wakes every island as a visitor does
 * (pointer, then scrolling through), on Lighthouse's mobile CPU (4x slowdown), from Chromium's own
 * trace. Lighthouse never shows intent, so it sees no hydration but the hero's.
 */
import type { Browser, CDPSession } from 'playwright-core';
import { ISLANDS_PATH } from '../helpers/islands.ts';
import { scrollThrough, waitForAllIslands, waitForStartupIslands } from '../helpers/site.ts';
import { slowCpu } from '../helpers/slow-cpu.ts';
import { PHONE, phoneContext } from './bench-context.ts';

/** Trace events that run a script and name its URL (a module's evaluation does not; its first call does). */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.compileModule', 'TimerFire', 'FireAnimationFrame', 'EventDispatch']);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
}

/**
 * Playwright enables the Runtime domain on every page, and with it alone attached V8 records a
 * detailed stack for each Error created. React DOM makes five at module level, and recording their
 * stacks reparses the whole 222 KB chunk for source positions: 150-300 ms at 4x that neither a
 * visitor's browser (nothing attached) nor Lighthouse pays. Lighthouse also enables the debugger,
 * under which V8 compiles source positions with the code; so does this measure.
 */
async function measureAsLighthouseDoes(cdp: CDPSession): Promise<void> {
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setSkipAllPauses', { skip: true });
}

/** The longest such task, in ms. */
export async function longestIslandTask(browser: Browser, url: string): Promise<number> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await slowCpu(context, page);
  await measureAsLighthouseDoes(cdp);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await waitForStartupIslands(page);
  await scrollThrough(page, PHONE.height);
  await waitForAllIslands(page);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();

  const islandCode = (e: TraceEvent) => SCRIPT_EVENTS.has(e.name) && new URL(e.args?.data?.url || 'about:blank').pathname.startsWith(ISLANDS_PATH);
  const scripts = events.filter(islandCode);
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X')
    .filter((task) => scripts.some((s) => s.pid === task.pid && s.tid === task.tid && s.ts >= task.ts && s.ts <= task.ts + (task.dur ?? 0)))
    .map((task) => (task.dur ?? 0) / 1000);
  return Math.max(0, ...tasks);
}
