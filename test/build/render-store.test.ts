import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
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

/** Files saved a minute before `now`, as in a checkout: their stamps are trusted (file-stamp.ts). */
async function settle(dir: string, now = Date.now()): Promise<void> {
  const aMinuteAgo = new Date(now - 60_000);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => utimes(path.join(entry.parentPath, entry.name), aMinuteAgo, aMinuteAgo)));
}

/** A page whose picture and drawing are registered only as it renders, the drawing through a link out of assets/. */
const PICTURED = `import { asset, image, type PageMeta } from 'ssg';
import { Picture } from 'ssg/picture';

export const meta: PageMeta = { title: 'Pictured', description: 'A picture and a drawing registered as the page renders.' };

export default function Pictured() {
  return (
    <main>
      <Picture image={image('photo.jpg', { widths: [160, 320] })} alt="A photo" sizes="100vw" />
      <img src={asset('linked/drawing.svg')} alt="A drawing" width={32} height={32} />
    </main>
  );
}
`;

describe('pages kept between builds', () => {
  let tmp: string;
  let site: string;
  const buildSite = async () => build(await loadConfig(site, { cacheDir: path.join(tmp, 'cache') }));
  const files = (result: BuildResult) => new Map([...result.output.files].map(([file, { contents }]) => [file, Buffer.from(contents).toString('base64')]));

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-render-store-'));
    site = path.join(tmp, 'site');
    await cp(fixture, site, { recursive: true, filter: (source) => !/[\\/](dist|\.cache|hosting)$/.test(source) });
    await cp(path.resolve(fixture, '../images/assets/photo.jpg'), path.join(site, 'assets/photo.jpg'));
    await mkdir(path.join(tmp, 'shared'));
    await cp(path.join(site, 'assets/logo.svg'), path.join(tmp, 'shared/drawing.svg'));
    await symlink(path.join(tmp, 'shared'), path.join(site, 'assets/linked'));
    await writeFile(path.join(site, 'site/pages/Pictured.tsx'), PICTURED);
    await settle(site);
    await settle(path.join(tmp, 'shared'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('takes every page from the last build, with the same output as rendering, files its render registered included', async () => {
    const first = await buildSite();
    expect(first.render.reused).toBe(0);
    const again = await buildSite();
    expect(again.render.reused).toBe(first.pages.length);
    expect(files(again)).toEqual(files(first));
    // Registered as pages render, not as their modules load: the logo, the picture, the drawing.
    for (const file of [/^_assets\/logo-\w+\.svg$/, /^_assets\/photo-160x\d+-\w+\.avif$/, /^_assets\/drawing-\w+\.svg$/]) {
      expect([...again.output.files.keys()].some((name) => file.test(name)), String(file)).toBe(true);
    }
  });

  it('renders a page whose file in the output folder is gone or changed, and only that page', async () => {
    const whole = await buildSite();
    await rm(path.join(site, 'dist/About.html'));
    const gone = await buildSite();
    expect(gone.render.reused).toBe(gone.pages.length - 1);
    // Pictured is taken: its picture's and drawing's files come from the store.
    expect(files(gone)).toEqual(files(whole));
    expect(await readFile(path.join(site, 'dist/About.html'), 'utf8')).toContain('No islands here.');
    await writeFile(path.join(site, 'dist/About.html'), 'edited by hand');
    const changed = await buildSite();
    expect(changed.render.reused).toBe(changed.pages.length - 1);
    expect(await readFile(path.join(site, 'dist/About.html'), 'utf8')).toContain('No islands here.');
  });

  it('renders every page again after an edit to a page or an asset, one behind a link included', async () => {
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

    const drawingIn = (result: BuildResult) => /_assets\/drawing-\w+\.svg/.exec(result.output.text('Pictured.html') ?? '')?.[0];
    const drawn = drawingIn(await buildSite());
    const linked = path.join(tmp, 'shared/drawing.svg');
    await writeFile(linked, (await readFile(linked, 'utf8')).replace('</svg>', '<!-- redrawn --></svg>'));
    await settle(path.join(tmp, 'shared'));
    const relinked = await buildSite();
    expect(relinked.render.reused).toBe(0);
    expect(drawingIn(relinked)).not.toBe(drawn);
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
  });
  // A day long past, so the files below (dated a minute before it) have settled by then and by now.
  const now = Date.parse('2020-06-15T12:00:00Z');

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-render-key-'));
    await cp(path.join(fixture, 'assets'), path.join(tmp, 'assets'), { recursive: true });
    await mkdir(path.join(tmp, 'node_modules'));
    await writeFile(path.join(tmp, 'node_modules/.package-lock.json'), '{"packages":{"node_modules/react":{"version":"19.0.0"}}}');
    await settle(tmp, now);
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('changes with the day (a page may print the date) and with the installed packages', async () => {
    const today = renderKey(parts(), now);
    expect(today).toMatch(/^[0-9a-f]{64}$/);
    expect(renderKey(parts(), now + 1_000)).toBe(today);
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
