import { createReadStream, statSync, type Stats } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import handler from 'serve-handler';
import { ENCODINGS, isCompressible } from './compress.ts';
import { HOST_FILES, SECURITY_HEADERS, responseHeaders, serveConfig, type HeaderSet } from './headers.ts';
import { contentType, resolveRequest } from './resolve.ts';

/**
 * Serves a built output folder with serve-handler (the engine of `serve`), with clean URLs, the
 * 404 page and the site's headers. Three things are added around it:
 * - every file stream is closed when its response ends or is cut off: serve-handler opens the
 *   file before deciding on `304 Not Modified` and never closes it then, nor when a client drops
 *   a download (vercel/serve-handler#235), which runs a long-lived server out of file handles;
 * - requests that could name a file outside the folder, the host's own configuration, or lead to
 *   a redirect off the site are refused before serve-handler sees them;
 * - text files go out as the build's precompressed .br or .gz copy when the client accepts it,
 *   as nginx's gzip_static does (serve-handler itself never compresses).
 */

export interface PreviewServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

/** A path serve-handler must not see: undecodable, NUL, backslashes, `//` or a host file. */
function refusedPath(rawUrl: string): boolean {
  const pathname = rawUrl.split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || /[\\\0]/.test(decoded)) return true;
  const file = decoded.replace(/^\/+|\/+$/g, '');
  return HOST_FILES.includes(file);
}

const ACCEPTS = ENCODINGS.map(([encoding, suffix]) => ({ encoding, suffix, pattern: new RegExp(`\\b${encoding}\\b`) }));

/** The precompressed copy of the file a request names, if the client accepts one and it exists. */
function precompressed(outDir: string, request: http.IncomingMessage): { file: string; encoding: string; copy: string; stats: Stats } | undefined {
  const pathname = (request.url ?? '/').split(/[?#]/)[0]!;
  // Leave redirects (trailing slash, .html names), ranges and other methods to serve-handler.
  if (!['GET', 'HEAD'].includes(request.method ?? '') || request.headers.range) return undefined;
  if ((pathname !== '/' && pathname.endsWith('/')) || pathname.endsWith('.html')) return undefined;
  const accepted = ACCEPTS.filter(({ pattern }) => pattern.test(String(request.headers['accept-encoding'] ?? '')));
  if (accepted.length === 0) return undefined;
  const statOf = (file: string) => statSync(path.join(outDir, file), { throwIfNoEntry: false });
  const found = resolveRequest(pathname, (file) => statOf(file)?.isFile() ?? false);
  if (found?.status !== 200 || !isCompressible(found.file)) return undefined;
  for (const { encoding, suffix } of accepted) {
    const stats = statOf(found.file + suffix);
    if (stats) return { file: found.file, encoding, copy: path.join(outDir, found.file + suffix), stats };
  }
  return undefined;
}

/** Refused requests are answered as this (absent) path is: 404 with the site's 404 page. */
const REFUSED = '/__refused';

function createPreviewHandler(outDir: string, security: HeaderSet = SECURITY_HEADERS) {
  const config = { public: outDir, ...serveConfig(security) };
  return async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (refusedPath(request.url ?? '')) request.url = REFUSED;
    const open = (file: string, options?: { start?: number; end?: number }) => {
      const stream = createReadStream(file, options);
      response.once('close', () => stream.destroy());
      return stream;
    };
    const compressed = precompressed(outDir, request);
    if (compressed) {
      const { file, encoding, copy, stats } = compressed;
      const etag = `"${encoding}-${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}"`;
      const headers = { ...responseHeaders(file, security), 'Content-Type': contentType(file), 'Content-Encoding': encoding, Vary: 'Accept-Encoding', ETag: etag };
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, headers).end();
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Length': stats.size });
      if (request.method === 'HEAD') response.end();
      else open(copy).pipe(response);
      return;
    }
    const methods = { createReadStream: open };
    try {
      await handler(request, response, config, methods as Parameters<typeof handler>[3]);
    } catch {
      if (!response.headersSent) response.writeHead(400);
      response.end();
    }
  };
}

export async function startPreview(options: { outDir: string; port: number; host?: string; quiet?: boolean; security?: HeaderSet }): Promise<PreviewServer> {
  const handle = createPreviewHandler(options.outDir, options.security);
  const server = http.createServer((request, response) => {
    if (!options.quiet) response.once('finish', () => console.log(`${response.statusCode} ${request.method} ${request.url}`));
    void handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? 'localhost'}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
