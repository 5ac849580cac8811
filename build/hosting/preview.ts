import { createReadStream, statSync, type Stats } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ENCODINGS, isCompressible } from './encodings.ts';
import { guardedServer, MAX_CONNECTIONS } from './connections.ts';
import { REVALIDATE, SECURITY_HEADERS, builtSecurityHeaders, responseHeaders, type HeaderSet } from './headers.ts';
import { acceptedCodings, matchesEtag } from './negotiate.ts';
import { contentType, requestResolver } from './resolve.ts';
import { routesOf } from '../shared/routes.ts';
import { listFilesSync } from '../list-files.ts';

/**
 * Serves a built output folder as every other host does (resolve.ts: one URL per page, its
 * other spellings redirected there, the 404 page for the rest) with the site's headers on every
 * response, its own 301, 304 and 405 included. Files go out as the build's precompressed .br or
 * .gz copy when the client accepts it (as nginx's gzip_static does), with an ETag per
 * representation. Range requests go to serve-handler (the engine of `serve`).
 *
 * Around it: any file-system error on lookup (ENAMETOOLONG, ENOTDIR, ...) is a 404 and never
 * reaches a log; every file stream is closed when its response ends or is cut off
 * (serve-handler never closes one when a client drops a download, vercel/serve-handler#235); and
 * connections.ts keeps slow clients from holding every socket.
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
  maxConnections?: number;
}

const ALLOWED_METHODS = ['GET', 'HEAD'];

/** The file (or its precompressed copy) that answers a request, with its stats. */
interface Representation {
  path: string;
  stats: Stats;
  encoding?: string;
}

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
        const stats = statOf(copy);
        if (stats?.isFile()) return { path: copy, stats, encoding };
      }
    }
    const stats = statOf(file);
    return stats?.isFile() ? { path: file, stats } : undefined;
  };

  return async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const policy = { ...security, 'Cache-Control': REVALIDATE };
    if (!ALLOWED_METHODS.includes(request.method ?? '')) {
      response.writeHead(405, { ...policy, Allow: ALLOWED_METHODS.join(', '), 'Content-Length': 0 }).end();
      return;
    }
    const [pathname = '/', query] = (request.url ?? '/').split(/\?(.*)/s);
    const target = resolve(pathname.split('#')[0]!);
    if (target.status === 301) {
      response.writeHead(301, { ...policy, Location: target.location + (query ? `?${query}` : ''), 'Content-Length': 0 }).end();
      return;
    }
    const found = representation(target.file, request);
    if (!found) {
      response.writeHead(404, { ...policy, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const { stats, encoding } = found;
    const headers: http.OutgoingHttpHeaders = {
      ...responseHeaders(target.file, security),
      'Content-Type': contentType(target.file),
      ...(isCompressible(target.file) ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ETag: `"${encoding ? `${encoding}-` : ''}${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}"`,
      'Last-Modified': stats.mtime.toUTCString(),
    };
    const open = (file: string, options?: { start?: number; end?: number }) => {
      const stream = createReadStream(file, options);
      response.once('close', () => stream.destroy());
      return stream;
    };
    if (target.status === 200 && matchesEtag(request.headers['if-none-match'], String(headers.ETag))) {
      response.writeHead(304, headers).end();
      return;
    }
    if (target.status === 200 && request.headers.range) {
      // serve-handler parses the range and answers 206 or 416, with these headers set beforehand.
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value!);
      request.url = `/${target.file.split('/').map(encodeURIComponent).join('/')}`;
      const config = { public: outDir, etag: false, cleanUrls: false, directoryListing: false };
      const { default: handler } = await import('serve-handler');
      await handler(request, response, config, { createReadStream: open } as unknown as Parameters<typeof handler>[3]).catch(() => response.destroy());
      return;
    }
    response.writeHead(target.status, { ...headers, 'Content-Length': stats.size });
    if (request.method === 'HEAD') response.end();
    else open(path.join(outDir, found.path)).pipe(response);
  };
}

/** A request line as a log can show it: visitors choose it, so nothing in it may act on a terminal. */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c));

export async function startPreview(options: PreviewOptions): Promise<PreviewServer> {
  // Unless told otherwise, the policy the build wrote beside the pages (its CSP allows their inline stylesheet).
  const handle = createPreviewHandler(options.outDir, options.security ?? (await builtSecurityHeaders(options.outDir)) ?? SECURITY_HEADERS);
  const server = guardedServer((request, response) => {
    if (!options.quiet) response.once('finish', () => console.log(`${response.statusCode} ${request.method} ${printable(request.url ?? '')}`));
    void handle(request, response);
  }, options.maxConnections ?? MAX_CONNECTIONS);
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
