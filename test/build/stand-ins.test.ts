import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { formatReport } from '../../build/pipeline/report.ts';
import { DeployError } from '../../build/pipeline/errors.ts';
import { deploy } from '../../build/hosting/deploy/deploy.ts';
import { startS3, type S3Server } from '../helpers/s3.ts';

/**
 * Stand-ins, end to end: the render scripts' manifest (assets/stand-ins.json) names two pictures
 * a page shows; the build report names them, a deploy warns of them and `--production` refuses,
 * until the shop's photographs are saved over them, one and then the other.
 */

/** A photo-like JPEG whose bytes depend on `seed`. */
const photo = (seed: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40 + seed, g: 90, b: 140 } } })
    .composite([{ input: { create: { width: 300, height: 200, channels: 3, background: { r: 220, g: 200 - seed, b: 60 } } }, left: 250 + seed, top: 200 }])
    .jpeg()
    .toBuffer();

const counts = ({ pictures: { standIns, own, drawn } }: BuildResult) => ({ standIns, own, drawn });
const repo = path.resolve(import.meta.dirname, '../..');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('stand-ins: the renders the build knows are not the shop\'s photographs', () => {
  let tmp: string;
  let site: string;
  let s3: S3Server;
  const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
  const rebuild = async () => build(await loadConfig(site));
  const outDir = () => dirs({ root: site, siteDir: 'site', assetsDir: 'assets', outDir: 'dist', cacheDir: '.cache', hostingDir: 'hosting' }).out;
  const publish = (production: boolean, log: (line: string) => void = () => undefined) => deploy({ outDir: outDir(), target: 's3://site', production, log });
  const refusal = () => publish(true).then(() => null, (error: unknown) => error as Error);

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-stand-ins-'));
    site = path.join(tmp, 'site');
    await cp(fixture, site, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    await mkdir(path.join(site, 'assets', 'photos'), { recursive: true });
    const renders = { 'photos/lathe.jpg': await photo(0), 'photos/mill.jpg': await photo(1) };
    const manifest: Record<string, { sha256: string; subject: object }> = {};
    for (const [name, bytes] of Object.entries(renders)) {
      await writeFile(path.join(site, 'assets', name), bytes);
      manifest[name] = { sha256: sha256(bytes), subject: { left: 250, top: 200, width: 300, height: 200 } };
    }
    await writeFile(path.join(site, 'assets', 'stand-ins.json'), JSON.stringify(manifest));
    // Saved a while ago, as a maintainer's files are: a file changed in the last 2 s is not trusted
    // by its stamp (file-stamp.ts), so on a fast machine the first build in a process of its own
    // stored no renders and the second rendered every page again.
    const settled = new Date(Date.now() - 60_000);
    for (const file of await readdir(path.join(site, 'assets'), { recursive: true })) {
      const full = path.join(site, 'assets', file);
      if ((await stat(full)).isFile()) await utimes(full, settled, settled);
    }
    // A site with no placeholder facts, so that only its pictures stand between it and --production.
    await writeFile(path.join(site, 'site', 'site.config.ts'), "export default { siteUrl: 'https://www.kestrel-precision.test' };\n");
    await writeFile(
      path.join(site, 'site', 'pages', 'Work.tsx'),
      [
        "import { image, type PageMeta } from 'ssg';",
        "import { Picture } from 'ssg/picture';",
        "const lathe = image('photos/lathe.jpg', { widths: [400, 800] });",
        "const mill = image('photos/mill.jpg', { widths: [400] });",
        "export const meta: PageMeta = { title: 'Work', description: 'Parts we made.' };",
        'export default function Work() { return <main><Picture image={lathe} alt="A lathe" sizes="100vw" /><Picture image={mill} alt="A mill" sizes="100vw" /></main>; }',
        '',
      ].join('\n'),
    );
    s3 = await startS3(tmp, ['site']);
    Object.assign(process.env, s3.env);
  });
  afterAll(async () => {
    await s3?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('the build report names the stand-ins; a deploy warns of them and --production refuses until the shop\'s photographs replace them', async () => {
    let result: BuildResult = await rebuild();
    expect(counts(result)).toEqual({ standIns: ['assets/photos/lathe.jpg', 'assets/photos/mill.jpg'], own: 0, drawn: 0 });
    expect(formatReport(result)).toMatch(/pictures: 2 stand-ins \(renders, to replace with the shop's photographs: npm run shot-list\), 0 the shop's own:\n {4}assets\/photos\/lathe\.jpg, assets\/photos\/mill\.jpg/);

    // The build in a process of its own, twice: the second renders nothing again (every page as the
    // first left it), and still knows the stand-ins (it once took them all for the shop's own).
    const cli = () => execFileSync(process.execPath, [path.join(repo, 'build/launch.mjs'), 'build'], { cwd: repo, env: { ...process.env, SITE_ROOT: site }, encoding: 'utf8' });
    cli();
    const again = cli();
    expect(again).toMatch(/\d+ pages \((\d+) as the last build left them\)/);
    expect(again).toContain('pictures: 2 stand-ins');

    const lines: string[] = [];
    await publish(false, (line) => lines.push(line));
    expect(lines[0]).toBe(
      "Warning: the build still shows 2 stand-in pictures (renders, not the shop's photographs): assets/photos/lathe.jpg, assets/photos/mill.jpg. " +
        "Before going live, save the shop's photograph over each under its name (npm run shot-list gives the name and the size each place needs) and build again; --production refuses to publish until then.",
    );

    s3.requests.length = 0;
    let refused = await refusal();
    expect(refused).toBeInstanceOf(DeployError);
    expect(refused!.message).toMatch(/^the build still shows 2 stand-in pictures .*: assets\/photos\/lathe\.jpg, assets\/photos\/mill\.jpg; save the shop's photograph/);
    expect(s3.requests).toEqual([]);

    // The photographer's first file, under the render's name: one stand-in is left.
    await writeFile(path.join(site, 'assets', 'photos', 'lathe.jpg'), await photo(7));
    result = await rebuild();
    expect(counts(result)).toEqual({ standIns: ['assets/photos/mill.jpg'], own: 1, drawn: 0 });
    refused = await refusal();
    expect(refused!.message).toMatch(/^the build still shows 1 stand-in picture \(renders, not the shop's photographs\), so --production publishes nothing: assets\/photos\/mill\.jpg;/);

    await writeFile(path.join(site, 'assets', 'photos', 'mill.jpg'), await photo(9));
    result = await rebuild();
    expect(counts(result)).toEqual({ standIns: [], own: 2, drawn: 0 });
    expect(formatReport(result)).toContain("pictures: 2 the shop's own");
    const report = await publish(true);
    expect(report.uploaded).toEqual(expect.arrayContaining(['Work', expect.stringMatching(/^_assets\/mill-400x300-\w+\.avif$/)]));
  });
});
