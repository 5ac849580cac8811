/**
 * Full-page screenshots of every page at phone and desktop widths, for looking at the site:
 *   npm run build && npm run screenshots   (writes .cache/screenshots/*.png)
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../build/build.ts';
import { startPreview } from '../build/preview.ts';
import { dirs } from '../build/config.ts';
import { chromePath, INSTALL_HINT, launchChrome, openPage } from '../test/helpers/chrome.ts';

if (!chromePath) throw new Error(INSTALL_HINT);
const root = path.resolve(import.meta.dirname, '..');
const d = dirs(await loadConfig(root));
const out = path.join(d.cache, 'screenshots');
await mkdir(out, { recursive: true });
const preview = await startPreview({ outDir: d.out, port: 0, host: '127.0.0.1', quiet: true });
const browser = await launchChrome();
const routes = (process.argv[2] ?? '/,/About,/Services,/Contact').split(',');
try {
  for (const width of [375, 1280]) {
    for (const route of routes) {
      const { page, context, problems } = await openPage(browser, { viewport: { width, height: width < 600 ? 812 : 800 } });
      await page.goto(`${preview.url}${route}`, { waitUntil: 'networkidle' });
      // Bring lazy images and "visible" islands in before the full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 120));
        }
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForLoadState('networkidle');
      const name = `${route === '/' ? 'home' : route.slice(1).toLowerCase()}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(`${name}${problems.length ? `  problems: ${problems.join(' | ')}` : ''}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await preview.close();
}
