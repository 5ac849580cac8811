import { closeSync, createReadStream, fstatSync, openSync, realpathSync, statSync, type Stats } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import parseRange from 'range-parser';
import { ENCODINGS, isCompressible } from './encodings.ts';
import { connectionCap, guardedServer } from './connections.ts';
import { REVALIDATE, SECURITY_HEADERS, builtSecurityHeaders, responseHeaders, type HeaderSet } from './headers.ts';
import { acceptedCodings, failsPrecondition, matchesEtag } from './negotiate.ts';
import { contentType, requestResolver } from './resolve.ts';
import { routesOf } from '../shared/routes.ts';
import { listFilesSync } from '../list-files.ts';

/**
 * Serves a built output folder as every other host does (resolve.ts: one URL per page, its
 * other spellings redirected there, the 404 page for the rest) with the site's headers on every
 * response, its own 301, 304, 405 and 416 included. Files go out as the build's precompressed .br
 * or .gz copy when the client accepts it (as nginx's gzip_static does), with an ETag per
 * representation, and single byte ranges as RFC 9110 and nginx answer them.
 *
 * No request can take the process down: any file-system error on lookup (ENAMETOOLONG, ENOTDIR,
 * ...) is a 404 that never reaches a log; a file is opened before its headers are written and sent
 * from that descriptor, so a file deleted by a rebuild meanwhile is a 404 and one that cannot be
 * opened for want of descriptors a 503; every stream is closed when its response ends or is cut
 * off; and connections.ts answers a connection's requests one at a time and caps connections below
 * the process's file limit. It is still a preview: production is nginx, a bucket or a CDN (README).
 */

export interface PreviewServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export interface PreviewOptions {
  outDir: string;
  port: number;
  /** Interface to listen on (default 127.0.0.1, this machine only; '0.0.0.0' for every interface). */
  host?: string;
  quiet?: boolean;
  /** The security headers; by default those the build wrote into outDir/_headers. */
  security?: HeaderSet;
  /** By default, what the process's limit on open files leaves room for (connections.ts). */
  maxConnections?: number;
}

const ALLOWED_METHODS = ['GET', 'HEAD'];

/** The file (or its precompressed copy) that answers a request. */
interface Representation {
  path: string;
  encoding?: string;
}

/** What a file could not be opened for: gone (a rebuild deleted it) or no descriptor left. */
const OPEN_FAILURES: Record<string, 404 | 503> = { ENOENT: 404, ENOTDIR: 404, EISDIR: 404, EMFILE: 503, ENFILE: 503 };

/**
 * A Range header's one range, or why there is none: `full` when the whole file goes out (no
 * header, a malformed one, several ranges, an If-Range that no longer matches, an empty file),
 * `unsatisfiable` for a 416. A suffix longer than the file asks for all of it (RFC 9110 14.1.3).
 */
function rangeOf(request: http.IncomingMessage, size: number, etag: string): { start: number; end: number } | 'full' | 'unsatisfiable' {
  const header = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (!header || size === 0 || (ifRange !== undefined && ifRange !== etag)) return 'full';
  const whole = header.replace(/(=|,)\s*-(\d+)/g, (spec: string, lead: string, length: string) => (Number(length) > size ? `${lead}0-` : spec));
  const ranges = parseRange(size, whole, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return 'full';
  return ranges[0]!;
}

/** A request target as its path and query: an absolute-form one (`http://host/About`, RFC 9112 3.2.2) names the same resource. */
const originForm = (target: string) => {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/is.exec(target);
  return absolute ? absolute[1] || '/' : target;
};

function createPreviewHandler(outDir: string, security: HeaderSet) {
  const statOf = (file: string): Stats | undefined => {
    try {
      return statSync(path.join(outDir, file), { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
  };
  const resolve = requestResolver(routesOf(listFilesSync(outDir).filter((file) => file.endsWith('.html'))), (file) => statOf(file)?.isFile() ?? false);
  const codings = ENCODINGS.map(([encoding]) => encoding);

  const representation = (file: string, request: http.IncomingMessage): Representation | undefined => {
    if (isCompressible(file) && !request.headers.range) {
      for (const encoding of acceptedCodings(request.headers['accept-encoding'], codings)) {
        const copy = file + ENCODINGS.find(([name]) => name === encoding)![1];
        if (statOf(copy)?.isFile()) return { path: copy, encoding };
      }
    }
    return statOf(file)?.isFile() ? { path: file } : undefined;
  };

  // Once, not per request: a rebuild replaces files inside the folder, never the folder's path.
  const realOutDir = (() => {
    try {
      return realpathSync(outDir);
    } catch {
      return path.resolve(outDir);
    }
  })();

  /**
   * The file open for reading with its stats, or the status that says why not. The build never
   * makes a symbolic link, so none may lead out of the folder (to /etc, a home folder, a key).
   */
  const open = (file: string): { fd: number; stats: Stats } | 404 | 503 => {
    let fd: number;
    try {
      const real = realpathSync(path.join(outDir, file));
      if (!real.startsWith(realOutDir + path.sep)) return 404;
      fd = openSync(real, 'r');
    } catch (error) {
      return OPEN_FAILURES[(error as NodeJS.ErrnoException).code ?? ''] ?? 503;
    }
    const stats = fstatSync(fd);
    if (stats.isFile()) return { fd, stats };
    closeSync(fd);
    return 404;
  };

  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    const policy = { ...security, 'Cache-Control': REVALIDATE };
    const fail = (status: 404 | 503) => {
      const extra = status === 503 ? { 'Retry-After': '1' } : {};
      response.writeHead(status, { ...policy, ...extra, 'Content-Type': 'text/plain; charset=utf-8' }).end(status === 404 ? 'Not found' : 'Busy, try again');
    };
    // Two Host headers name no one host (RFC 9112 3.2): nginx answers 400 too.
    if (request.rawHeaders.filter((_, index) => index % 2 === 0 && /^host$/i.test(request.rawHeaders[index]!)).length > 1) {
      response.writeHead(400, { ...policy, 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request: more than one Host header');
      return;
    }
    if (!ALLOWED_METHODS.includes(request.method ?? '')) {
      response.writeHead(405, { ...policy, Allow: ALLOWED_METHODS.join(', '), 'Content-Length': 0 }).end();
      return;
    }
    const [pathname = '/', query] = originForm(request.url ?? '/').split(/\?(.*)/s);
    const target = resolve(pathname.split('#')[0]!);
    if (target.status === 301) {
      response.writeHead(301, { ...policy, Location: target.location + (query ? `?${query}` : ''), 'Content-Length': 0 }).end();
      return;
    }
    const found = representation(target.file, request);
    if (!found) return fail(404);
    const opened = open(found.path);
    if (typeof opened === 'number') return fail(opened);
    const { fd, stats } = opened;
    const etag = `"${found.encoding ? `${found.encoding}-` : ''}${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}"`;
    const headers: http.OutgoingHttpHeaders = {
      ...responseHeaders(target.file, security),
      'Content-Type': contentType(target.file),
      ...(isCompressible(target.file) ? { Vary: 'Accept-Encoding' } : {}),
      ...(found.encoding ? { 'Content-Encoding': found.encoding } : {}),
      ETag: etag,
      'Last-Modified': stats.mtime.toUTCString(),
      ...(target.status === 200 ? { 'Accept-Ranges': 'bytes' } : {}),
    };
    const range = target.status === 200 ? rangeOf(request, stats.size, etag) : 'full';
    const bodyless = (status: number, extra: http.OutgoingHttpHeaders = {}) => {
      closeSync(fd);
      response.writeHead(status, { ...headers, ...extra }).end();
    };
    if (target.status === 200 && failsPrecondition(request.headers['if-match'], request.headers['if-unmodified-since'], etag, stats.mtime)) return bodyless(412, { 'Content-Length': 0 });
    if (target.status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return bodyless(304);
    if (range === 'unsatisfiable') return bodyless(416, { 'Content-Range': `bytes */${stats.size}`, 'Content-Length': 0 });
    const { start, end } = range === 'full' ? { start: 0, end: stats.size - 1 } : range;
    const length = Math.max(0, end - start + 1);
    const partial = range === 'full' ? {} : { 'Content-Range': `bytes ${start}-${end}/${stats.size}` };
    if (request.method === 'HEAD' || length === 0) return bodyless(range === 'full' ? target.status : 206, { ...partial, 'Content-Length': length });
    response.writeHead(range === 'full' ? target.status : 206, { ...headers, ...partial, 'Content-Length': length });
    const stream = createReadStream('', { fd, start, end, autoClose: true });
    // A read that fails part-way (the disk, not the client) ends this response only.
    stream.once('error', () => response.destroy());
    response.once('close', () => stream.destroy());
    stream.pipe(response);
  };
}

/** A request line as a log can show it: visitors choose it, so nothing in it may act on a terminal. */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c));

export async function startPreview(options: PreviewOptions): Promise<PreviewServer> {
  // Unless told otherwise, the policy the build wrote beside the pages (its CSP allows their inline stylesheet).
  const handle = createPreviewHandler(options.outDir, options.security ?? (await builtSecurityHeaders(options.outDir)) ?? SECURITY_HEADERS);
  const server = guardedServer((request, response) => {
    if (!options.quiet) response.once('finish', () => console.log(`${response.statusCode} ${request.method} ${printable(request.url ?? '')}`));
    handle(request, response);
  }, options.maxConnections ?? connectionCap());
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${['0.0.0.0', '::'].includes(host) ? 'localhost' : host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
