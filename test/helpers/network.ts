import type { Page, Request } from 'playwright-core';

/** How long no request to the site may be in flight before its loading counts as settled. */
const QUIET_MS = 500;

/**
 * Watches the requests a page makes to `origin` (the site's own server); call before navigating.
 * `settled()` resolves once none has been in flight for half a second, and fails naming those
 * still loading if that has not happened in time. Playwright's own 'networkidle' counts every
 * frame, and a frame of another host that the tests block (Contact's map, inserted on the first
 * scroll) can keep it from ever firing: it did once in CI, after 30 s.
 */
export function watchSiteRequests(page: Page, origin: string): { settled: (timeoutMs?: number) => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const isSite = (request: Request) => new URL(request.url()).origin === origin;
  page.on('request', (request) => {
    if (!isSite(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: async (timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const quietFor = Date.now() - lastChange;
        if (inFlight.size === 0 && quietFor >= QUIET_MS) return;
        if (Date.now() > deadline) throw new Error(`still loading after ${timeoutMs} ms: ${[...inFlight].map((request) => request.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, inFlight.size === 0 ? QUIET_MS - quietFor : 50));
      }
    },
  };
}
