/**
 * Fits the metric-matched fallback (the local Arial the pages show until Inter arrives) to the
 * site's own text, and writes its @font-face rules at the end of site/styles/fonts.css:
 *
 *   npm run build && npm run fonts:fallback && npm run build
 *
 * One size-adjust for the whole face leaves words a few pixels off (Inter's capitals are narrower
 * than Arial's, its figure one a third narrower, its bold wider), and a few pixels moved a centred
 * chip or the nav's phone number when Inter swapped in: a layout shift. So the face is split by
 * unicode-range into classes of characters and by weight into bands, and each part gets the scale
 * that makes the site's text in that class and weight as wide in Arial as in Inter. Run it again
 * after the copy changes much; the browser test that holds the brand face back fails when a swap
 * moves anything.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { startPreview } from '../../build/hosting/preview.ts';
import { chromePath, INSTALL_HINT, launchChrome } from '../../test/helpers/chrome.ts';

const ROUTES = ['/', '/About', '/Services', '/Contact'];
const REGULAR = "local('Arial'), local('Liberation Sans')";
const BOLD = "local('Arial Bold'), local('Liberation Sans Bold')";
/** Weight bands: the range each rule covers, the weight it is fitted at, its local face. */
const BANDS = [
  { range: '400 549', weight: 400, src: REGULAR },
  { range: '550 649', weight: 600, src: BOLD },
  { range: '650 749', weight: 700, src: BOLD },
  { range: '750 900', weight: 800, src: BOLD },
];
/** Character classes: the unicode-range of each rule, and which of the site's characters fit it. */
const CLASSES = [
  { name: 'one', range: 'U+0031', pattern: '1' },
  { name: 'figures', range: 'U+0030, U+0032-0039', pattern: '[02-9]' },
  { name: 'capitals', range: 'U+0041-005A', pattern: '[A-Z]' },
  { name: 'spaces', range: 'U+0020, U+00A0', pattern: '[ \u00a0]' },
  {
    name: 'the rest',
    range: 'U+0021-002F, U+003A-0040, U+005B-007E, U+00A1-00BF, U+00D7-00D8, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122, U+2192',
    pattern: '[^0-9A-Z\\s]',
  },
];
/** Inter's vertical metrics per em (2816 units): the space face carries them, scaled back by its size-adjust. */
const INTER = { ascent: 2728 / 2816, descent: 680 / 2816 };
const MARKER = '/* The fallback faces below are written by scripts/fonts/fallback-faces.ts. */';

if (!chromePath) throw new Error(INSTALL_HINT);
const root = path.resolve(import.meta.dirname, '../..');
const d = dirs(await loadConfig(root));
const preview = await startPreview({ outDir: d.out, port: 0, host: '127.0.0.1', quiet: true });
const browser = await launchChrome();
const page = await browser.newPage();
// The page's functions run as written: tsx would wrap named ones in a helper the page lacks.
await page.addInitScript('window.__name = (f) => f');
let text = '';
for (const route of ROUTES) {
  await page.goto(preview.url + route);
  text += await page.evaluate(() => document.body.innerText);
}
await page.evaluate(() => document.fonts.ready);
const widths = await page.evaluate(
  async ({ text, bands, classes }) => {
    const width = (family: string, weight: number, chars: string) => {
      const span = document.createElement('span');
      span.style.cssText = `position: absolute; white-space: pre; font: ${weight} 100px ${family}`;
      span.textContent = chars;
      document.body.append(span);
      const result = span.getBoundingClientRect().width;
      span.remove();
      return result;
    };
    return Promise.all(
      bands.map(async (band, b) => {
        const probe = new FontFace(`probe-${b}`, band.src, { weight: band.range });
        document.fonts.add(await probe.load());
        return classes.map(({ pattern }) => {
          const chars = [...text].filter((c) => new RegExp(pattern).test(c)).join('');
          return { inter: width('"Inter Variable"', band.weight, chars), local: width(`probe-${b}`, band.weight, chars) };
        });
      }),
    );
  },
  { text, bands: BANDS, classes: CLASSES },
);
await browser.close();
await preview.close();

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
const rules = BANDS.flatMap((band, b) =>
  CLASSES.map((cls, c) => {
    const { inter, local } = widths[b]![c]!;
    const scale = inter / local;
    const metrics = cls.name === 'spaces' ? [`ascent-override: ${percent(INTER.ascent / scale)}`, `descent-override: ${percent(INTER.descent / scale)}`, 'line-gap-override: 0%'] : [];
    const declarations = ["font-family: 'Inter Fallback'", `font-weight: ${band.range}`, `src: ${band.src}`, `unicode-range: ${cls.range}`, `size-adjust: ${percent(scale)}`, ...metrics];
    return `/* ${cls.name}, weight ${band.weight} */\n@font-face {\n${declarations.map((line) => `  ${line};`).join('\n')}\n}`;
  }),
);
const file = path.join(root, 'site/styles/fonts.css');
const css = await readFile(file, 'utf8');
const at = css.indexOf(MARKER);
if (at < 0) throw new Error(`${path.relative(root, file)}: the line "${MARKER}" is missing; put it back where the fallback faces begin.`);
await writeFile(file, `${css.slice(0, at)}${MARKER}\n\n${rules.join('\n\n')}\n`);
console.log(`Wrote ${rules.length} fallback faces into ${path.relative(root, file)}; run npm run build to use them.`);
