import { cp, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { MissingAssetError } from '../../build/pipeline/errors.ts';

/**
 * `npm run build` reuses the bundles of its last run while their inputs are unchanged
 * (build/pipeline/bundle/bundle-cache.ts): a reused bundle must never hide an edit or a missing asset.
 */

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');

describe('bundles kept between builds', () => {
  let tmp: string;
  let site: string;
  const buildSite = async () => build(await loadConfig(site, { cacheDir: path.join(tmp, 'cache') }), { write: false, precompress: false });

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-bundle-cache-'));
    site = path.join(tmp, 'site');
    await cp(fixture, site, { recursive: true, filter: (source) => !source.includes(`${path.sep}dist`) });
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('gives the same output from the cache as from esbuild, and follows every edit', async () => {
    const first = await buildSite();
    const again = await buildSite();
    expect([...again.output.files.keys()].sort()).toEqual([...first.output.files.keys()].sort());
    for (const [file, { contents }] of first.output.files) expect(Buffer.from(again.output.get(file)!).equals(Buffer.from(contents)), file).toBe(true);
    const page = path.join(site, 'site/pages/About.tsx');
    await writeFile(page, (await readFile(page, 'utf8')).replace('No islands here.', 'No islands here, edited.'));
    expect((await buildSite()).output.text('About.html')).toContain('No islands here, edited.');
  });

  it('trusts an input by its stamp only while it is untouched: an edit that puts the old modification time back is seen', async () => {
    // Files saved a minute ago, as in a checkout: their stamps are trusted, and not read again.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    const files = await readdir(path.join(site, 'site'), { recursive: true, withFileTypes: true });
    await Promise.all(files.filter((entry) => entry.isFile()).map((entry) => utimes(path.join(entry.parentPath, entry.name), aMinuteAgo, aMinuteAgo)));
    await buildSite();
    await buildSite();
    const page = path.join(site, 'site/pages/About.tsx');
    const before = await stat(page);
    await writeFile(page, (await readFile(page, 'utf8')).replace('No islands here', 'No islands here, edited in place'));
    await utimes(page, before.atime, before.mtime);
    expect((await buildSite()).output.text('About.html')).toContain('No islands here, edited in place');
  });

  it('still names a missing asset when the bundle that uses it comes from the cache', async () => {
    await buildSite();
    await rm(path.join(site, 'assets/logo.svg'));
    const error = await buildSite().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingAssetError);
    expect((error as Error).message).toMatch(/site\/layouts\/Layout\.tsx:5 uses assets\/logo\.svg, which does not exist/);
  });
});

/**
 * Island chunks are cached by browsers for a year under their hashed names: adding a page must not
 * rename them (the 404 page's route list once lived in the bundle and renamed every one).
 */
describe('browser files when a page is added', () => {
  let tmp: string;
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('keeps every island, chunk and loader URL, and gives the 404 page the new route; only the pages are bundled again', async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-page-added-'));
    await cp(fixture, tmp, { recursive: true, filter: (source) => !/[\\/](dist|\.cache)$/.test(source) });
    const buildSite = async () => build(await loadConfig(tmp, { cacheDir: path.join(tmp, '.cache') }), { write: false, precompress: false });
    const browserFiles = (result: Awaited<ReturnType<typeof buildSite>>) => [...result.output.files.keys()].filter((file) => file.startsWith('_islands/')).sort();
    // A bundle's key in its cache names what it was made from besides its files (bundle-cache.ts).
    const bundleKeys = async () =>
      Object.fromEntries(await Promise.all(['pages', 'islands', 'styles'].map(async (name) => [name, JSON.parse(await readFile(path.join(tmp, '.cache/bundles', name, 'bundle.json'), 'utf8')).key as string])));
    const before = await buildSite();
    const keysBefore = await bundleKeys();
    await writeFile(path.join(tmp, 'site/pages/Added.tsx'), "export const meta = { title: 'Added', description: 'A page added later.' };\nexport default function Added() {\n  return <p>Added later.</p>;\n}\n");
    const after = await buildSite();
    expect(browserFiles(after)).toEqual(browserFiles(before));
    const keysAfter = await bundleKeys();
    expect(keysAfter.pages).not.toBe(keysBefore.pages);
    expect({ islands: keysAfter.islands, styles: keysAfter.styles }).toEqual({ islands: keysBefore.islands, styles: keysBefore.styles });
    expect(after.output.text('Added.html')).toContain('Added later.');
    expect(after.output.text('404.html')).toMatch(/<script type="application\/json" id="ssg-routes">\[[^\]]*"\/Added"/);
  });
});
