import path from 'node:path';
import { hashOf } from './assets.ts';
import { diskCache } from '../disk-cache.ts';
import { generatorModules } from '../../paths.ts';
import { installedVersion } from '../../cache-key.mjs';
import { ImageError } from '../errors.ts';

/**
 * Every SVG the site publishes keeps only what is inert (svg-sanitize.ts: an allowlist, with CSS
 * judged after a real parse), so that opened on its own, from a host that sends no headers, it runs
 * nothing, fetches nothing and navigates nowhere. What was removed is reported with the file's
 * name; a file that is not a well-formed SVG, or whose cleaned form would still lose something to a
 * second pass, fails the build naming it. SVGs used through asset() are then minified (svgo's
 * default preset, which keeps the viewBox).
 */

export interface PublishedSvg {
  contents: Buffer;
  /** What was removed, e.g. ["<script>", "onload="]; empty for a clean file. */
  removed: string[];
}

/** Bump when what publishSvg does changes, so cached results are not reused. */
const SVG_VERSION = 2;

/**
 * An SVG fit to publish: without active content, minified when asked. `label` names the file in
 * errors. Results are kept in `cacheDir` by content: svgo takes longer to load than a warm
 * build of the whole site takes otherwise, so a build whose SVGs are unchanged never loads it.
 */
export async function publishSvg(contents: Uint8Array, label: string, options: { minify: boolean }, cacheDir: string): Promise<PublishedSvg> {
  const key = hashOf(JSON.stringify([options.minify, hashOf(contents)]));
  // Another version of a package that parses, cleans or minifies may give other bytes.
  const packages = ['svgo', 'dompurify', 'jsdom', 'css-tree'].map((name) => installedVersion(generatorModules, name));
  const cache = diskCache(path.join(cacheDir, 'svg'), SVG_VERSION, packages);
  const { contents: stored } = await cache.get(`${key}.json`, async () => {
    const published = await clean(contents, label, options);
    return Buffer.from(JSON.stringify({ data: published.contents.toString('utf8'), removed: published.removed }));
  });
  const { data, removed } = JSON.parse(stored.toString('utf8')) as { data: string; removed: string[] };
  return { contents: Buffer.from(data), removed };
}

/**
 * The largest SVG the build takes: cleaning and minifying a 4 MB path took 20 s and 800 MB, a
 * 50 MB one over 5 minutes and 4.5 GB. A drawing, logo or icon is a few KB.
 */
export const MAX_SVG_BYTES = 1024 * 1024;

async function clean(contents: Uint8Array, label: string, options: { minify: boolean }): Promise<PublishedSvg> {
  if (contents.length > MAX_SVG_BYTES) {
    throw new ImageError(`${label} is ${(contents.length / 1024 / 1024).toFixed(1)} MB, over the ${MAX_SVG_BYTES / 1024 / 1024} MB the build takes for an SVG. Simplify it (fewer points, no embedded images), or export it as PNG or JPEG.`);
  }
  const { sanitizeSvg } = await import('./svg-sanitize.ts');
  const cleaned = await sanitizeSvg(Buffer.from(contents).toString('utf8'));
  if (!cleaned) throw new ImageError(`${label} is not a well-formed SVG document (an <svg> root in the SVG namespace). Fix the file or export it again.`);
  let data = cleaned.svg;
  if (options.minify) {
    const { optimize } = await import('svgo');
    data = optimize(data, { multipass: true, plugins: ['preset-default'] }).data;
  }
  const again = await sanitizeSvg(data);
  if (!again || again.removed.length > 0) throw new ImageError(`${label} still has active content after cleaning (${again?.removed.join(', ') ?? 'not well-formed'}). Remove it from the file.`);
  return { contents: Buffer.from(data), removed: cleaned.removed };
}
