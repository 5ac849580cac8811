import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentType } from '../../build/hosting/resolve.ts';

/**
 * A host that only serves files, as GitHub Pages or an S3 website does: `/X` is the file X, X.html
 * or X/index.html, anything else is 404.html with status 404. No headers but Content-Type: no
 * CSP, no redirects, no case folding. Loopback only.
 */
export async function startFileHost(outDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const isFile = async (file: string) => (await stat(file).catch(() => undefined))?.isFile() ?? false;
  const server = http.createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const base = path.join(outDir, path.posix.normalize(pathname));
    const candidates = [base, `${base}.html`, path.join(base, 'index.html')];
    let found: string | undefined;
    for (const candidate of candidates) if (!found && (await isFile(candidate))) found = candidate;
    const file = found ?? path.join(outDir, '404.html');
    response.writeHead(found ? 200 : 404, { 'Content-Type': contentType(file) }).end(await readFile(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
