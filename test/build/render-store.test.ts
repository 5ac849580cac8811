import { cp, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { renderKey } from '../../build/pipeline/render/render-store.ts';

/**
 * `npm run build` takes a page from the output folder when nothing its render reads has changed
 * (build/pipeline/render/render-store.ts). A page taken must be the page a render would make, with
 * every file its render registered, and anything that changes a render must render it again.
 */

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');

/** Files saved a minute ago, as in a checkout: their stamps are trusted (file-stamp.ts). */
async function settle(dir: string): Promise<void> {
  const aMinuteAgo = new Date(Date.now() - 60_000);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => utimes(path.join(entry.parentPath, entry.name), aMinuteAgo, aMinuteAgo)));
}

describe('pages kept between builds', () => {
  let tmp: string;
  let site: string;
  const buildSite = async () => build(await loadConfig(site, { cacheDir: path.join(tmp, 'cache') }));
  const files = (result: BuildResult) => new Map([...result.output.files].map(([file, { contents }]) => [file, Buffer.from(contents).toString('base64')]));

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-render-store-'));
    site = path.join(tmp, 'site');
    await cp(fixture, site, { recursive: true, filter: (source) => !/[\\/](dist|\.cache|hosting)$/.test(source) });
    await settle(site);
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('takes every page from the last build, with the same output as rendering, files its render registered included', async () => {
    const first = await buildSite();
    expect(first.render.reused).toBe(0);
    const again = await buildSite();
    expect(again.render.reused).toBe(first.pages.length);
    expect(files(again)).toEqual(files(first));
    // The layout's asset('logo.svg') runs as it renders, not as its module loads.
    expect([...again.output.files.keys()].some((file) => /^_assets\/logo-\w+\.svg$/.test(file))).toBe(true);
  });

  it('renders a page whose file in the output folder is gone or changed, and only that page', async () => {
    await buildSite();
    await rm(path.join(site, 'dist/About.html'));
    const gone = await buildSite();
    expect(gone.render.reused).toBe(gone.pages.length - 1);
    expect(await readFile(path.join(site, 'dist/About.html'), 'utf8')).toContain('No islands here.');
    await writeFile(path.join(site, 'dist/About.html'), 'edited by hand');
    const changed = await buildSite();
    expect(changed.render.reused).toBe(changed.pages.length - 1);
    expect(await readFile(path.join(site, 'dist/About.html'), 'utf8')).toContain('No islands here.');
  });

  it('renders every page again after an edit to a page, an asset or the packages', async () => {
    await buildSite();
    const page = path.join(site, 'site/pages/About.tsx');
    await writeFile(page, (await readFile(page, 'utf8')).replace('No islands here.', 'No islands here, edited.'));
    await settle(path.join(site, 'site'));
    const edited = await buildSite();
    expect(edited.render.reused).toBe(0);
    expect(edited.output.text('About.html')).toContain('No islands here, edited.');

    // The logo is named by its content, from inside the layout's render.
    const logo = path.join(site, 'assets/logo.svg');
    const logoIn = (result: BuildResult) => /_assets\/logo-\w+\.svg/.exec(result.output.text('index.html') ?? '')?.[0];
    const before = logoIn(await buildSite());
    await writeFile(logo, (await readFile(logo, 'utf8')).replace('</svg>', '<!-- redrawn --></svg>'));
    await settle(path.join(site, 'assets'));
    const redrawn = await buildSite();
    expect(redrawn.render.reused).toBe(0);
    const after = logoIn(redrawn);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(redrawn.output.files.has(after!)).toBe(true);
  });

  it('renders every page when the store holds another key', async () => {
    await buildSite();
    const store = path.join(tmp, 'cache/renders.json');
    const stored = JSON.parse(await readFile(store, 'utf8')) as { key: string };
    await writeFile(store, JSON.stringify({ ...stored, key: 'another day' }));
    expect((await buildSite()).render.reused).toBe(0);
  });
});

describe('the key renders are stored under', () => {
  let tmp: string;
  const parts = () => ({
    generator: 'g',
    code: Buffer.from('export {}'),
    signature: 's',
    root: tmp,
    packages: path.join(tmp, 'node_modules'),
    assets: path.join(tmp, 'assets'),
    generated: [],
    registered: [],
  });
  const now = Date.parse('2026-11-29T12:00:00Z');

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-render-key-'));
    await cp(path.join(fixture, 'assets'), path.join(tmp, 'assets'), { recursive: true });
    await mkdir(path.join(tmp, 'node_modules'));
    await writeFile(path.join(tmp, 'node_modules/.package-lock.json'), '{"packages":{"node_modules/react":{"version":"19.0.0"}}}');
    await settle(tmp);
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('changes with the day (a page may print the date) and with the installed packages', async () => {
    const today = renderKey(parts(), now);
    expect(today).toMatch(/^[0-9a-f]{64}$/);
    expect(renderKey(parts(), now + 60_000)).toBe(today);
    expect(renderKey(parts(), now + 24 * 3_600_000)).not.toBe(today);
    await writeFile(path.join(tmp, 'node_modules/.package-lock.json'), '{"packages":{"node_modules/react":{"version":"19.0.1"}}}');
    expect(renderKey(parts(), now)).not.toBe(today);
  });

  it('is none without npm\'s record of the installed packages, or while a file in assets/ has only just changed', async () => {
    expect(renderKey(parts(), Date.now())).not.toBeNull();
    await writeFile(path.join(tmp, 'assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(renderKey(parts(), Date.now())).toBeNull();
    await rm(path.join(tmp, 'node_modules/.package-lock.json'));
    expect(renderKey(parts(), Date.now() + 60_000)).toBeNull();
  });
});
