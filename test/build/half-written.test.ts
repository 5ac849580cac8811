import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { unfinishedBuild } from '../../build/pipeline/build-record.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { dirs } from '../../build/pipeline/dirs.ts';
import { OutputError } from '../../build/pipeline/errors.ts';
import { listFilesSync } from '../../build/list-files.ts';

/**
 * A build that stops part-way (killed, or its disk full) while a server sends the folder. Every
 * file the build puts in place goes through a temporary name; here the nth of them fails, for
 * every n, as a full disk or a read-only folder would make it fail.
 */

const failure = vi.hoisted(() => ({ dir: '', at: 0, seen: 0, code: 'ENOSPC' }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const strike = (target: unknown) => {
    if (!failure.at || !String(target).startsWith(failure.dir) || !String(target).endsWith('.tmp')) return;
    if (++failure.seen === failure.at) throw Object.assign(new Error(`${failure.code}: injected`), { code: failure.code });
  };
  return {
    ...fs,
    writeFileSync: (...args: Parameters<typeof fs.writeFileSync>) => (strike(args[0]), fs.writeFileSync(...args)),
    openSync: (...args: Parameters<typeof fs.openSync>) => (strike(args[0]), fs.openSync(...args)),
    linkSync: (...args: Parameters<typeof fs.linkSync>) => (strike(args[1]), fs.linkSync(...args)),
  };
});

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const decode = (file: string, bytes: Buffer) => (file.endsWith('.br') ? brotliDecompressSync(bytes) : file.endsWith('.gz') ? gunzipSync(bytes) : bytes);

/** Every page in `outDir` (each spelling and compressed copy) whose scripts or stylesheets are not there. */
async function brokenPages(outDir: string): Promise<string[]> {
  const files = listFilesSync(outDir, { dot: true });
  const present = new Set(files);
  const broken: string[] = [];
  for (const file of files.filter((name) => /\.html(\.br|\.gz)?$/.test(name))) {
    const html = decode(file, await readFile(path.join(outDir, file))).toString('utf8');
    for (const [, url] of html.matchAll(/(?:src|href)="\/(_(?:islands|assets)\/[^"?#]+)"/g)) if (!present.has(url!)) broken.push(`${file} -> ${url}`);
  }
  return broken;
}

describe('a build stopped part-way', () => {
  let tmp: string;
  let site: string;
  let outDir: string;
  let island: string;
  let edits = 0;
  /** Changes the island's code, so its chunk gets a new name and the pages that load it change. */
  const editIsland = async () => writeFile(island, (await readFile(island, 'utf8')).replace(/Count(\d*) \{count\}/, `Count${++edits} {count}`));

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-half-'));
    site = path.join(tmp, 'site');
    await cp(fixture, site, { recursive: true, filter: (src) => !/[\\/](dist|\.cache|hosting)$/.test(src) });
    island = path.join(site, 'site/islands/Counter.tsx');
    expect(await readFile(island, 'utf8')).toMatch(/Count \{count\}/);
    outDir = dirs(await loadConfig(site)).out;
    await build(await loadConfig(site));
    failure.dir = outDir;
  });
  afterAll(async () => {
    failure.at = 0;
    await rm(tmp, { recursive: true, force: true });
  });

  it('leaves every page loading only files that exist, no partial file, and a record a deploy refuses, wherever it stops', async () => {
    let stopped = 0;
    for (let at = 1; ; at++) {
      await editIsland();
      Object.assign(failure, { at, seen: 0, code: 'ENOSPC' });
      const error = await build(await loadConfig(site)).then(() => null, (thrown: unknown) => thrown as Error);
      failure.at = 0;
      if (error === null) break; // it wrote fewer files than `at`: finished
      stopped++;
      expect(error, `at ${at}`).toBeInstanceOf(OutputError);
      expect(error.message, `at ${at}`).toMatch(/^could not write .*dist\/\S+: the disk is full \(ENOSPC\)\. Free some space on it, then build again\. The build did not finish/);
      const files = listFilesSync(outDir, { dot: true });
      expect(files.filter((file) => file.endsWith('.tmp')), `at ${at}`).toEqual([]);
      expect(await brokenPages(outDir), `at ${at}`).toEqual([]);
      expect(unfinishedBuild(outDir, files), `at ${at}`).toMatch(/did not finish/);
    }
    expect(stopped).toBeGreaterThan(3);
    await build(await loadConfig(site));
    expect(await brokenPages(outDir)).toEqual([]);
    expect(unfinishedBuild(outDir, listFilesSync(outDir, { dot: true }))).toBeNull();
  }, 120_000);

  it('says what to do when the output folder is read-only', async () => {
    await editIsland();
    Object.assign(failure, { at: 1, seen: 0, code: 'EROFS' });
    const error = await build(await loadConfig(site)).then(() => null, (thrown: unknown) => thrown as Error);
    failure.at = 0;
    expect(error).toBeInstanceOf(OutputError);
    expect(error!.message).toMatch(/^could not write .*: the file system is read-only \(EROFS\)\. Make .*dist\/ writable for this user, or set outDir in site\/site\.config\.ts/);
    expect(error!.message).not.toContain('\n');
    await build(await loadConfig(site));
  });
});
