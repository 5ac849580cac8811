import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run build` keeps what asset() and image() learned from each file's bytes (its hash, an
 * image's size) on disk between runs, by the file's stamp (build/pipeline/assets/assets.ts): a
 * build trusts a saved digest while the file is untouched, and reads the file again once it is not,
 * even when an edit kept the old modification time.
 */

const repo = path.resolve(import.meta.dirname, '../..');

/** `npm run build` of the site at `root`, in its own process as a maintainer runs it. */
async function build(root: string): Promise<void> {
  const child = spawn(process.execPath, [path.join(repo, 'build/launch.mjs'), 'build'], { cwd: repo, env: { ...process.env, SITE_ROOT: root } });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the build failed:\n${out}`);
}

describe('asset digests kept between builds', () => {
  let tmp: string;
  let site: string;
  let digestsFile: string;
  let logo: string;
  const logoFiles = async () => (await readdir(path.join(site, 'dist/_assets'))).filter((file) => file.startsWith('logo-') && file.endsWith('.svg'));

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-asset-digests-'));
    site = path.join(tmp, 'site');
    await cp(path.resolve(import.meta.dirname, '../fixtures/basic'), site, { recursive: true, filter: (source) => !/[\\/](dist|\.cache)$/.test(source) });
    digestsFile = path.join(site, '.cache/asset-digests.json');
    logo = path.join(site, 'assets/logo.svg');
    // Saved a minute ago, as files in a checkout are: a file changed within seconds is never trusted by its stamp.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await utimes(logo, aMinuteAgo, aMinuteAgo);
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('reuses a saved digest while the file is untouched, and reads an edited file again', async () => {
    await build(site);
    const saved = JSON.parse(await readFile(digestsFile, 'utf8')) as { version: string; digests: Record<string, string> };
    const logoStamp = Object.keys(saved.digests).find((stamp) => stamp.startsWith(`asset:${logo}:`));
    expect(logoStamp).toBeDefined();
    const realHash = saved.digests[logoStamp!]!;
    expect(await logoFiles()).toEqual([`logo-${realHash}.svg`]);

    // The next build takes the saved digest without reading the file: a planted one shows it did.
    await writeFile(digestsFile, JSON.stringify({ ...saved, digests: { ...saved.digests, [logoStamp!]: 'Planted123' } }));
    await build(site);
    expect(await logoFiles()).toEqual(['logo-Planted123.svg']);

    // An edit that puts the old modification time back still changes the stamp (size, change time).
    const before = await stat(logo);
    await writeFile(logo, (await readFile(logo, 'utf8')).replace('</svg>', '<rect width="1" height="1"/></svg>'));
    await utimes(logo, before.atime, before.mtime);
    await build(site);
    const [edited] = await logoFiles();
    expect(edited).not.toBe('logo-Planted123.svg');
    expect(edited).not.toBe(`logo-${realHash}.svg`);
  });
});
