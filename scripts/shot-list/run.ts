/**
 * The shot list for the shop's photographer (writes .cache/shot-list/shot-list.html):
 *
 *   npm run shot-list
 *
 * Builds the site, opens every page in Chromium at 375, 768, 1280 and 1920 px and measures what
 * each picture shows of its original there and what text sits over it (measure.ts), then writes
 * one printable page with a section a picture file (document.tsx). The same content makes the same
 * page, byte for byte.
 */
import { readFile, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig, type SiteConfig } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { startPreview } from '../../build/hosting/preview.ts';
import { knownSubject } from '../../build/pipeline/art/subjects.ts';
import { readableBySharp } from '../../build/pipeline/assets/heif.ts';
import { listFiles } from '../../build/list-files.ts';
import { brandName } from '../../site/content/company.ts';
import { chromePath, INSTALL_HINT, launchChrome, openPage } from '../../test/helpers/chrome.ts';
import { measurePictures, type MeasuredPicture } from './measure.ts';
import { rowsOf, screenHeight, SHOT_WIDTHS } from './rows.ts';
import { shotListHtml, type ShotFile } from './document.tsx';

/** Side of the pictures the crops are drawn over: enough to see the subject, small enough for a 1 MB page. */
const THUMBNAIL = 520;

/** Builds the site (`overrides` as loadConfig takes them) and writes its shot list to `out` (default: the cache's shot-list/). */
export async function makeShotList(root: string, overrides: Partial<SiteConfig> = {}, out?: string): Promise<{ file: string; html: string; shots: ShotFile[] }> {
  if (!chromePath) throw new Error(INSTALL_HINT.replace('Browser tests skipped.', 'The shot list measures the pages in it.'));
  const config = await loadConfig(root, overrides);
  const d = dirs(config);
  const result = await build(config);
  const preview = await startPreview({ outDir: d.out, port: 0, host: '127.0.0.1', quiet: true, security: result.security });
  const browser = await launchChrome();
  const measured: { route: string; width: (typeof SHOT_WIDTHS)[number]; pictures: MeasuredPicture[] }[] = [];
  try {
    for (const width of SHOT_WIDTHS) {
      const { page, context } = await openPage(browser, { viewport: { width, height: screenHeight(width) }, reducedMotion: 'reduce' });
      // esbuild (tsx) names functions with a helper the page does not have.
      await context.addInitScript('globalThis.__name = (fn) => fn;');
      for (const { route } of result.pages) {
        await page.goto(`${preview.url}${route}`, { waitUntil: 'load' });
        // Every section laid out and every picture loaded, as a visitor who scrolls the whole page sees them.
        await page.evaluate(async () => {
          for (const el of document.querySelectorAll<HTMLElement>('*')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
          for (const img of document.images) img.loading = 'eager';
          await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
          await document.fonts.ready;
        });
        measured.push({ route, width, pictures: await page.evaluate(measurePictures) });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await preview.close();
  }

  const sizes = new Map<string, { width: number; height: number }>();
  const thumbnails = new Map<string, string>();
  for (const source of new Set(result.pictures.files.filter((picture) => !picture.drawn).map((picture) => picture.source))) {
    const readable = await readableBySharp(await readFile(source));
    const meta = await sharp(readable, { autoOrient: true }).metadata();
    sizes.set(source, { width: meta.autoOrient.width, height: meta.autoOrient.height });
    const small = await sharp(readable, { autoOrient: true }).resize(THUMBNAIL, THUMBNAIL, { fit: 'inside' }).toColourspace('srgb').jpeg({ quality: 70 }).toBuffer();
    thumbnails.set(source, `data:image/jpeg;base64,${small.toString('base64')}`);
  }
  const rows = rowsOf(measured, result.pictures.files, (source) => sizes.get(source)!, root);
  const standIns = new Set(result.pictures.standIns);
  const siteFiles = await Promise.all((await listFiles(d.site)).filter((file) => /\.tsx?$/.test(file)).sort().map(async (file) => ({ file: path.join(d.site, file), lines: (await readFile(path.join(d.site, file), 'utf8')).split('\n') })));
  const namedIn = (source: string) => {
    const name = `'${path.relative(d.assets, source).split(path.sep).join('/')}'`;
    return siteFiles.flatMap(({ file, lines }) => lines.flatMap((line, i) => (line.includes(name) ? [`${path.relative(root, file)}:${i + 1}`] : [])));
  };
  const shots: ShotFile[] = [];
  for (const source of [...new Set(rows.map((row) => row.source))]) {
    const file = path.relative(root, source);
    const known = knownSubject(source);
    shots.push({
      file,
      ...sizes.get(source)!,
      bytes: (await stat(source)).size,
      standIn: standIns.has(file),
      subject: known && { box: known.box, from: known.from === 'render' ? 'the render knows it' : 'the build found it in the picture' },
      namedIn: namedIn(source),
      thumbnail: thumbnails.get(source)!,
      rows: rows.filter((row) => row.source === source),
    });
  }
  shots.sort((a, b) => a.file.localeCompare(b.file));
  const drawn = [...new Set(result.pictures.files.filter((picture) => picture.drawn).map((picture) => path.basename(picture.source)))].sort();
  const file = out ?? path.join(d.cache, 'shot-list', 'shot-list.html');
  const html = shotListHtml(shots, drawn, brandName);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  return { file, html, shots };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  const { file, shots } = await makeShotList(path.resolve(import.meta.dirname, '../..'));
  const standIns = shots.filter((shot) => shot.standIn).length;
  console.log(`Shot list: ${path.relative(process.cwd(), file)} (${shots.length} pictures, ${standIns} of them stand-ins, ${shots.reduce((n, shot) => n + shot.rows.length, 0)} places), in ${Math.round((performance.now() - started) / 1000)} s`);
}
