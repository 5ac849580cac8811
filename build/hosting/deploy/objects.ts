import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isCompressible, isPrecompressedCopy } from '../encodings.ts';
import { HOST_FILES, responseHeaders } from '../headers.ts';
import { contentType } from '../resolve.ts';
import { NOT_FOUND_PAGE, aliasOf, htmlFilesFor, routesOf } from '../../shared/routes.ts';

/**
 * What a bucket must hold to serve a built folder the way every other host serves it, through an
 * S3 website endpoint (or a CDN in front of one): `/About` is the object `About` (a page needs no
 * extension there), every other spelling (`About.html`, `About/` through the index document
 * `About/index.html`, `About/index`, and the lower-case alias) is an empty object that answers a
 * real 301 (x-amz-website-redirect-location), `/` is `index.html` (the index document) and unknown
 * paths get `404.html` (the error document). Every object carries its Content-Type with charset
 * and the Cache-Control the other hosts send. `_headers` and the .br and .gz copies are never
 * objects of their own: with `gzip`, a text file's object is its .gz copy, sent with
 * Content-Encoding: gzip.
 */

export interface SiteObject {
  /** The key under the prefix, e.g. "About", "_assets/index-x1.css". */
  key: string;
  body: Buffer;
  /** Hex MD5 of the body: what S3 gives as the ETag of an object put in one part. */
  md5: string;
  contentType: string;
  cacheControl: string;
  contentEncoding?: string;
  /** A site path the object redirects to with a 301 (an empty object). */
  redirect?: string;
  /** Hashed files and other files first, so a page never goes up before what it loads. */
  phase: 'files' | 'pages';
  /** The file in the build it comes from, for messages. */
  source: string;
}

const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A text file's type names its charset (a bucket has no default to fall back on); others as they are. */
const typeOf = (file: string) => {
  const type = contentType(file);
  return isCompressible(file) && !type.includes('charset=') ? `${type}; charset=utf-8` : type;
};

/** What the metadata of an object says, as one string: a change to any of it re-uploads the object. */
export const metadataOf = (object: Pick<SiteObject, 'contentType' | 'cacheControl' | 'contentEncoding' | 'redirect'>): string =>
  JSON.stringify([object.contentType, object.cacheControl, object.contentEncoding ?? null, object.redirect ?? null]);

/** The other keys a route answers at, each a redirect to it. */
function redirectKeys(route: string): string[] {
  if (route === '/') return ['index'];
  const name = route.slice(1);
  const spellings = (base: string) => [`${base}.html`, `${base}/index.html`, `${base}/index`];
  const alias = aliasOf(route).slice(1);
  return [...new Set([...spellings(name), ...(alias === name ? [] : [alias, ...spellings(alias)])])];
}

/** Every object for the built folder `outDir` (whose files are `files`, relative, forward slashes). */
export function siteObjects(outDir: string, files: readonly string[], options: { gzip?: boolean } = {}): SiteObject[] {
  const present = new Set(files);
  const routes = routesOf(files);
  const read = (file: string) => readFileSync(path.join(outDir, file));
  const objects: SiteObject[] = [];
  const add = (object: Omit<SiteObject, 'md5'>) => objects.push({ ...object, md5: md5Of(object.body) });
  const fileObject = (key: string, file: string, phase: SiteObject['phase']) => {
    const zipped = options.gzip && isCompressible(file) && present.has(`${file}.gz`);
    add({
      key,
      body: read(zipped ? `${file}.gz` : file),
      contentType: typeOf(file),
      cacheControl: responseHeaders(file, {})['Cache-Control']!,
      ...(zipped ? { contentEncoding: 'gzip' } : {}),
      phase,
      source: file,
    });
  };

  const pageFiles = new Set<string>();
  for (const route of routes) {
    const [page, ...others] = htmlFilesFor(route);
    fileObject(route === '/' ? page! : route.slice(1), page!, 'pages');
    for (const key of redirectKeys(route)) {
      add({ key, body: Buffer.alloc(0), contentType: typeOf(page!), cacheControl: responseHeaders(page!, {})['Cache-Control']!, redirect: route, phase: 'pages', source: page! });
    }
    // The page's other files and its alias's: their keys are redirects now.
    for (const file of [page!, ...others, ...htmlFilesFor(aliasOf(route))]) pageFiles.add(file);
  }
  for (const file of files) {
    if (pageFiles.has(file) || HOST_FILES.includes(file) || isPrecompressedCopy(file, (original) => present.has(original))) continue;
    fileObject(file, file, file === NOT_FOUND_PAGE ? 'pages' : 'files');
  }
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}
