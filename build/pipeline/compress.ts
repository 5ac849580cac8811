import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { hashOf } from './assets/assets.ts';
import { contentIds, diskCache } from './disk-cache.ts';
import { contentIdOf, type LastWrite } from './disk.ts';
import { limited } from './limited.ts';
import type { Output } from './output.ts';
import { isCompressible } from '../hosting/encodings.ts';
import type { HeaderSet } from '../hosting/headers.ts';

/**
 * Precompressed copies for servers that send them as they are (nginx `gzip_static` and
 * `brotli_static`): `X.gz` and `X.br` next to every text file but a page's X/index.html (see
 * isDirectorySpelling). Kept only where smaller than the original, made once per content, and
 * kept between builds, so unchanged files (most chunks, most builds) cost nothing: a page's copies in
 * the output folder itself, where the last build wrote them; every other file's in a cache.
 *
 * Brotli runs at its strongest for the files that are cached for a year and shared by every page
 * (scripts, SVGs); HTML, which changes with every content edit and of which a grown site has
 * hundreds, at quality 5: on the About page 9% larger than quality 11 (13.3 against 12.2 KB)
 * for a thirtieth of the time (1.5 ms against 56 ms), which keeps the first build of 400 new
 * pages in seconds rather than half a minute (qualities 6 to 9 cost more and gain under 1%).
 *
 * A page whose quality-5 copy is over a first flight (FIRST_FLIGHT_BYTES less room for the
 * response's headers) is compressed again at quality 11, which is worth its 50 ms there: Services
 * went from 18.4 to 16.5 KB. Past a first flight a page costs a visitor a round trip, so every
 * byte that brings it nearer counts; the grown site's pages are under it and stay at quality 5.
 *
 * Files under MIN_SIZE bytes (the lower-case alias pages, robots.txt, the smallest chunks and
 * SVGs) get no copies: with its headers such a response fits in TCP's first window compressed or
 * not, so a copy would save a visitor no round trip, and for the site with 400 more pages their
 * 1,600 copies were a third of the files its first build wrote. Servers send them as they are.
 *
 * Creating files is what a first build of many pages spends most on here: a page's copies get no
 * cache file (they are in the output), and a script's or SVG's two copies are one (`pack`).
 */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const BROTLI_QUALITY = { html: 5, other: zlib.constants.BROTLI_MAX_QUALITY };
/**
 * What a server sends before it waits for the first acknowledgement: ten segments of 1,460 bytes,
 * Linux's initial congestion window and Lighthouse's. A page's headers take 1.2 KB of it here.
 */
export const FIRST_FLIGHT_BYTES = 10 * 1460;
/**
 * A page response's headers besides the site's policy (hosting/headers.ts): the status line, Date,
 * Content-Type, -Length and -Encoding, ETag, Last-Modified, Vary, Cache-Control, Connection and
 * a server's name. 350 bytes from the preview server; nginx adds Server and, over HTTPS, HSTS (up
 * to 75 bytes with includeSubDomains and preload).
 */
const OTHER_HEADER_BYTES = 450;

/** What is left of a first flight for a page's compressed document, beside its response's headers. */
export function pageRoom(security: HeaderSet): number {
  const policy = Object.entries(security).reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0);
  return FIRST_FLIGHT_BYTES - policy - OTHER_HEADER_BYTES;
}

const GZIP_OPTIONS = { level: zlib.constants.Z_BEST_COMPRESSION };
const MIN_SIZE = 1024;
/** The settings of each kind of file, and their bytes for the cache key. */
const SETTINGS = Object.fromEntries(
  Object.entries(BROTLI_QUALITY).map(([kind, quality]) => {
    const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } };
    return [kind, { brotli, key: Buffer.from(JSON.stringify([GZIP_OPTIONS, brotli])) }];
  }),
) as Record<keyof typeof BROTLI_QUALITY, { brotli: zlib.BrotliOptions; key: Buffer }>;

/** Brotli told the input's size picks its window to fit: 20% faster on a page here, the same bytes or fewer. */
const withSizeHint = (options: zlib.BrotliOptions, contents: Uint8Array | string): zlib.BrotliOptions => ({
  params: { ...options.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(contents) },
});

/**
 * Starts every compression job before it returns (build.ts writes other files meanwhile). A page's
 * copies are taken from the output folder where the last build wrote them from the same bytes
 * (`last`), and otherwise made: at brotli 5 a page takes milliseconds, and a cache file of its own
 * was one more file to create per page, which a grown site's first build spends most on.
 */
export async function addPrecompressed(output: Output, cacheDir: string, room: number, last?: LastWrite): Promise<LongPage[]> {
  const cache = diskCache(path.join(cacheDir, 'compressed'));
  // Each compression holds its own buffers and encoder state from its start: a 4,000-page site's
  // 8,000 started at once took 1.4 GB. The thread pool runs four at a time; a queue of 32 keeps it
  // busy while disk.ts writes files in between (it lets the next ones start every few ms).
  const compressing = limited(32);
  // The name first: reading a stored file's contents (a cached image) is what addStored saves.
  const texts = [...output.files].filter(([file, entry]) => isCompressible(file) && Buffer.byteLength(entry.contents) >= MIN_SIZE && !isDirectorySpelling(file, output));
  const jobs = new Map<string, Promise<[Buffer, Buffer]>>();
  // Files with one buffer (a page's alias spellings) have their key hashed once. A page's bytes are
  // named by their hash (contentIds), which the writer then takes rather than hash them again
  // (disk.ts). Any id names one content, so a key from one is never stale; but a cache file's id
  // changes when the file is made again, and for other files that would mean brotli 11 again.
  const keys = new Map<Uint8Array | string, string>();
  const keyOf = (contents: Uint8Array | string, html: boolean, settings: Buffer) =>
    html && typeof contents !== 'string' ? hashOf(contentIdOf(contents), settings) : hashOf(contents, settings);
  const compressed = (file: string, contents: Uint8Array | string) => {
    const html = file.endsWith('.html');
    const settings = SETTINGS[html ? 'html' : 'other'];
    const key = keys.get(contents) ?? keys.set(contents, keyOf(contents, html, settings.key)).get(contents)!;
    let job = jobs.get(key);
    if (!job) {
      const make = () => compressing(() => Promise.all([gzip(contents, GZIP_OPTIONS), html ? pageBrotli(contents, room) : brotli(contents, withSizeHint(settings.brotli, contents))]));
      job = html ? pageCopies(file, key, make, room, last) : cache.get(`${key}.gz+br`, async () => pack(await make())).then(({ contents: packed }) => unpack(packed));
      jobs.set(key, job);
    }
    return job;
  };
  const long: LongPage[] = [];
  await Promise.all(
    texts.map(async ([file, { contents, optional, source }]) => {
      const [gz, br] = await compressed(file, contents);
      if (gz.length < Buffer.byteLength(contents)) output.add(`${file}.gz`, gz, `the generator (gzip of ${file})`, optional);
      if (br.length < Buffer.byteLength(contents)) output.add(`${file}.br`, br, `the generator (brotli of ${file})`, optional);
      if (file.endsWith('.html') && br.length > room) long.push({ file, source, bytes: br.length, room });
    }),
  );
  return long.sort((a, b) => a.file.localeCompare(b.file));
}

/** A page whose compressed document, with its response's headers, is past a first flight. */
export interface LongPage {
  file: string;
  /** What wrote it (the page's module). */
  source: string;
  /** Its brotli copy's size. */
  bytes: number;
  /** What its headers leave of the first flight (pageRoom). */
  room: number;
}

/**
 * A page's X/index.html beside its X.html: no host the build configures sends it (nginx, the
 * preview and an S3 bucket answer /X/ with a redirect to /X, sent from X.html), so it gets no
 * copies. It is there for plain file servers, which compress as they do; its two copies were a
 * quarter of the files a grown site's first build created.
 */
function isDirectorySpelling(file: string, output: Output): boolean {
  return file.endsWith('/index.html') && output.files.has(`${file.slice(0, -'/index.html'.length)}.html`);
}

/** A page's brotli copy: quality 5, or 11 where quality 5 leaves it past the first flight. */
async function pageBrotli(contents: Uint8Array | string, room: number): Promise<Buffer> {
  const quick = await brotli(contents, withSizeHint(SETTINGS.html.brotli, contents));
  if (quick.length <= room) return quick;
  const strong = await brotli(contents, withSizeHint(SETTINGS.other.brotli, contents));
  return strong.length < quick.length ? strong : quick;
}

/**
 * A page's two copies, each named by the page's key (so the next build can find it in `last`); the
 * brotli copy also by its length, which tells its two possible makings apart (quality 11 is kept
 * only where shorter). It is kept while it fits the room (however it was made); past it, it is
 * made again, at quality 11 if need be.
 */
function pageCopies(file: string, key: string, make: () => Promise<[Buffer, Buffer]>, room: number, last?: LastWrite): Promise<[Buffer, Buffer]> {
  const gzId = `${key}.gz`;
  const brId = (br: Buffer) => `${key}.br.${br.length}`;
  const lastBrId = last?.files[`${file}.br`]?.hash;
  const gz = last?.read(`${file}.gz`, gzId);
  const br = gz && lastBrId?.startsWith(`${key}.br.`) ? last?.read(`${file}.br`, lastBrId) : undefined;
  if (gz && br && br.length <= room) return Promise.resolve([gz, br]);
  return make().then((copies) => {
    contentIds.set(copies[0], gzId);
    contentIds.set(copies[1], brId(copies[1]));
    return copies;
  });
}

/** The gzip and brotli copies as one buffer: the gzip copy's length (4 bytes), then both. */
function pack([gz, br]: [Buffer, Buffer]): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(gz.length);
  return Buffer.concat([length, gz, br]);
}

/** The two copies in a pack; each named, as the pack's bytes are, by its cache file (disk-cache.ts). */
function unpack(packed: Buffer): [Buffer, Buffer] {
  const end = 4 + packed.readUInt32BE(0);
  const copies: [Buffer, Buffer] = [packed.subarray(4, end), packed.subarray(end)];
  const id = contentIds.get(packed);
  if (id) copies.forEach((copy, i) => contentIds.set(copy, `${id}#${i}`));
  return copies;
}
