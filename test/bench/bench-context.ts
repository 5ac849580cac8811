import type { Browser, BrowserContext } from 'playwright-core';
import type { SiteConfig } from '../../build/pipeline/config.ts';

/** What every part of the bench works from. */
export interface BenchContext {
  /** The project root. */
  root: string;
  config: SiteConfig;
  /** A scratch folder, removed at the end. */
  tmp: string;
  /** Runs per measured figure (the median is reported). */
  runs: number;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Lighthouse's mobile screen, as a Chromium context; requests to other hosts (the map) are blocked. */
export const PHONE = { width: 412, height: 823 };
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort('blockedbyclient'));
  return context;
}
