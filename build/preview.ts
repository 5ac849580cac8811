import { createReadStream } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import handler from 'serve-handler';
import { HOST_FILES, serveConfig } from './headers.ts';

/**
 * Serves a built output folder with serve-handler (the engine of `serve`), with clean URLs, the
 * 404 page and the site's headers. Two things are added around it:
 * - every file stream is closed when its response ends or is cut off: serve-handler opens the
 *   file before deciding on `304 Not Modified` and never closes it then, nor when a client drops
 *   a download (vercel/serve-handler#235), which runs a long-lived server out of file handles;
 * - requests that could name a file outside the folder, the host's own configuration, or lead to
 *   a redirect off the site are refused before serve-handler sees them.
 */

export interface PreviewServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

/** A path serve-handler must not see: undecodable, NUL, backslashes, `//` or a host file. */
export function refusedPath(rawUrl: string): boolean {
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

/** Refused requests are answered as this (absent) path is: 404 with the site's 404 page. */
const REFUSED = '/__refused';

export function createPreviewHandler(outDir: string) {
  const config = { public: outDir, ...serveConfig() };
  return async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (refusedPath(request.url ?? '')) request.url = REFUSED;
    const methods = {
      createReadStream: (file: string, options?: { start?: number; end?: number }) => {
        const stream = createReadStream(file, options);
        response.once('close', () => stream.destroy());
        return stream;
      },
    };
    try {
      await handler(request, response, config, methods as Parameters<typeof handler>[3]);
    } catch {
      if (!response.headersSent) response.writeHead(400);
      response.end();
    }
  };
}

export async function startPreview(options: { outDir: string; port: number; host?: string; quiet?: boolean }): Promise<PreviewServer> {
  const handle = createPreviewHandler(options.outDir);
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
