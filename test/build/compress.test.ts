import { statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, constants } from 'node:zlib';
import { addPrecompressed, FIRST_FLIGHT_BYTES, pageRoom } from '../../build/pipeline/compress.ts';
import { SECURITY_HEADERS } from '../../build/hosting/headers.ts';
import { lastWrite, writeOutput } from '../../build/pipeline/disk.ts';
import { Output } from '../../build/pipeline/output.ts';

const PAGE = `<!doctype html><title>Page</title>${'<p>A paragraph of a page, long enough to be compressed.</p>'.repeat(40)}`;
/** What a first flight leaves a page beside the headers of a site without a vitals endpoint. */
const ROOM = pageRoom(SECURITY_HEADERS);
const SCRIPT = `export const lines = [${Array.from({ length: 200 }, (_, i) => `"line ${i}"`).join(', ')}];`;

describe('compressed copies', () => {
  let tmp: string;
  let outDir: string;
  let cacheDir: string;

  /** One build as build.ts runs it: copies made while the other files are written. */
  const buildOnce = async (room = ROOM) => {
    const output = new Output();
    const page = Buffer.from(PAGE);
    output.add('Page.html', page, 'the test');
    output.add('Page/index.html', page, 'the test');
    output.add('app.js', SCRIPT, 'the test');
    const last = lastWrite(outDir);
    await writeOutput(outDir, output, { caseInsensitive: false, lastWrite: last, copies: addPrecompressed(output, cacheDir, room, last) });
    return output;
  };
  const stamp = (file: string) => {
    const { ino, mtimeMs } = statSync(path.join(outDir, file));
    return `${ino}:${mtimeMs}`;
  };

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-compress-'));
    outDir = path.join(tmp, 'dist');
    cacheDir = path.join(tmp, 'cache');
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('are written beside the files they copy, and a page’s get no cache file (the output folder is their cache)', async () => {
    await buildOnce();
    expect(gunzipSync(await readFile(path.join(outDir, 'Page.html.gz'))).toString()).toBe(PAGE);
    expect(brotliDecompressSync(await readFile(path.join(outDir, 'Page.html.br'))).toString()).toBe(PAGE);
    // Page/index.html is for plain file servers; every host the build configures redirects /Page/ to /Page.
    expect((await readdir(path.join(outDir, 'Page'))).sort()).toEqual(['index.html']);
    expect(brotliDecompressSync(await readFile(path.join(outDir, 'app.js.br'))).toString()).toBe(SCRIPT);
    // The script's two copies are one cache file; the page's copies none.
    expect(await readdir(path.join(cacheDir, 'compressed'))).toHaveLength(1);
  });

  it('of an unchanged page are taken from the output folder on the next build, and left as they are', async () => {
    const before = stamp('Page.html.br');
    const output = await buildOnce();
    expect(stamp('Page.html.br')).toBe(before);
    expect(Buffer.from(output.get('Page.html.gz')!)).toEqual(await readFile(path.join(outDir, 'Page.html.gz')));
  });

  it('of a page are kept while they fit the room its headers leave, and made at quality 11 once they do not', async () => {
    const before = stamp('Page.html.br');
    await buildOnce(ROOM - 200);
    expect(stamp('Page.html.br')).toBe(before);
    // Headers that leave less room than the quality-5 copy needs: made again, at 11 (one byte smaller here).
    const quick = (await readFile(path.join(outDir, 'Page.html.br'))).length;
    const strong = brotliCompressSync(PAGE, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: PAGE.length } }).length;
    expect(strong).toBeLessThan(quick);
    await buildOnce(strong);
    expect((await readFile(path.join(outDir, 'Page.html.br'))).length).toBe(strong);
    await buildOnce();
  });

  it('are made again where the copy in the output folder is not the one the last build left', async () => {
    await writeFile(path.join(outDir, 'Page.html.gz'), 'not what the last build wrote');
    const output = await buildOnce();
    expect(gunzipSync(Buffer.from(output.get('Page.html.gz')!)).toString()).toBe(PAGE);
    expect(gunzipSync(await readFile(path.join(outDir, 'Page.html.gz'))).toString()).toBe(PAGE);
  });

  it('of a page that quality 5 leaves past a first flight are made at brotli 11, and one within it at 5', async () => {
    // Text that compresses about fivefold, as pages do: words from a small vocabulary, in no order.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const words = Array.from({ length: 400 }, (_, i) => `word${i.toString(36)}`);
    const pageOf = (count: number) => `<!doctype html><title>Long</title><p>${Array.from({ length: count }, () => words[Math.floor(random() * words.length)]).join(' ')}</p>`;
    const quality = (text: string, q: number) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: q } }).length;
    const copyOf = async (text: string) => {
      const output = new Output();
      output.add('Long.html', text, 'site/pages/Long.tsx');
      const long = await addPrecompressed(output, cacheDir, ROOM);
      return Object.assign(Buffer.from(output.get('Long.html.br')!), { long });
    };
    const long = pageOf(12_000);
    expect(quality(long, 5)).toBeGreaterThan(FIRST_FLIGHT_BYTES);
    const copy = await copyOf(long);
    // Still past it at 11: said, with the page's module, so the build can tell its maintainer.
    expect(copy.long).toEqual([{ file: 'Long.html', source: 'site/pages/Long.tsx', bytes: copy.length, room: ROOM }]);
    expect(copy.length).toBeGreaterThan(ROOM);
    expect(brotliDecompressSync(copy).toString()).toBe(long);
    expect(copy.length).toBeLessThan(quality(long, 5));
    expect(copy.length).toBeLessThanOrEqual(quality(long, 11) * 1.01);

    const short = pageOf(2_000);
    expect(quality(short, 5)).toBeLessThan(FIRST_FLIGHT_BYTES / 2);
    const shortCopy = await copyOf(short);
    expect(shortCopy.length).toBeGreaterThan(quality(short, 11) * 1.02); // left at quality 5
    expect(shortCopy.long).toEqual([]);
  });
});
