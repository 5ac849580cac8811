import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** Lighthouse's mobile run: a CPU four times slower than this machine's. */
export const CPU_SLOWDOWN = 4;

/** Slows `page`'s CPU as Lighthouse's mobile run does (Chromium's CDP); the session, for more. */
export async function slowCpu(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}
