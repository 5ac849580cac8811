/**
 * The longest main-thread task that runs island code (the loader, React, the islands and their
 * packages: everything under /_islands/) while a page wakes every island as a visitor does
 * (pointer, then scrolling through), on Lighthouse's mobile CPU (4x slowdown), from Chromium's own
 * trace. Lighthouse never shows intent, so it sees no hydration but the hero's.
 */
import type { Browser } from 'playwright-core';
import { ISLANDS_PATH } from '../helpers/islands.ts';
import { scrollThrough, waitForAllIslands, waitForStartupIslands } from '../helpers/site.ts';
import { PHONE, phoneContext } from './bench-context.ts';

/** Lighthouse's mobile profile slows the CPU 4x. */
const CPU_SLOWDOWN = 4;
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

/** The longest such task, in ms. */
export async function longestIslandTask(browser: Browser, url: string): Promise<number> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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
