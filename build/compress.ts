import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { hashOf } from './assets.ts';
import { diskCache } from './disk-cache.ts';
import type { Output } from './output.ts';

/**
 * Precompressed copies for servers that send them as they are (nginx `gzip_static` and
 * `brotli_static`): `X.gz` and `X.br` next to every text file, at the strongest settings, since
 * the build pays once and every visitor gains. Kept only where smaller than the original, and
 * cached by content, so unchanged files (most chunks, most builds) cost nothing.
 */

export const TEXT_EXTENSIONS = ['html', 'css', 'js', 'mjs', 'svg', 'xml', 'txt', 'json', 'webmanifest'];
const TEXT = new RegExp(`\\.(${TEXT_EXTENSIONS.join('|')})$`);
export const isCompressible = (file: string) => TEXT.test(file);
/** Content-Encoding names and their file suffixes, in order of preference. */
export const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
/** Whether a file is one of the copies this module writes (X.br, X.gz). */
export const isPrecompressedCopy = (file: string) => ENCODINGS.some(([, suffix]) => file.endsWith(suffix));
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };
const GZIP_OPTIONS = { level: zlib.constants.Z_BEST_COMPRESSION };
const SETTINGS = Buffer.from(JSON.stringify([GZIP_OPTIONS, BROTLI_OPTIONS]));

export async function addPrecompressed(output: Output, cacheDir: string): Promise<void> {
  const cache = await diskCache(path.join(cacheDir, 'compressed'));
  const texts = [...output.files].filter(([file]) => isCompressible(file));
  await Promise.all(
    texts.map(async ([file, { contents, optional }]) => {
      const key = hashOf(Buffer.concat([Buffer.from(contents), SETTINGS]));
      const [gz, br] = await Promise.all([
        cache.get(`${key}.gz`, () => gzip(contents, GZIP_OPTIONS)),
        cache.get(`${key}.br`, () => brotli(contents, BROTLI_OPTIONS)),
      ]);
      if (gz.contents.length < contents.length) output.add(`${file}.gz`, gz.contents, `the generator (gzip of ${file})`, optional);
      if (br.contents.length < contents.length) output.add(`${file}.br`, br.contents, `the generator (brotli of ${file})`, optional);
    }),
  );
}
