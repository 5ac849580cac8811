import { afterAll, beforeAll } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../build/pipeline/build.ts';
import { startPreview } from '../../build/hosting/preview.ts';
import { loadConfig, type SiteConfig } from '../../build/pipeline/config.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits until a server answers at `url` (any status). Fails at once if `child` exits, or after
 * `timeoutMs`, adding `detail()` (e.g. the child's stderr) to the message.
 */
export async function waitForHttp(url: string, child?: ChildProcess, detail: () => string = () => '', timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode}) ${detail()}`);
    if (await fetch(url).then(() => true, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms ${detail()}`);
}

export interface Served {
  url: string;
  config: SiteConfig;
  outDir: string;
  stop(): Promise<void>;
}

/**
 * Builds a site into a temporary folder and serves it with the real preview server. The build
 * keeps the site's own cache folder, so encoded images are shared between test files.
 */
export async function buildAndServe(root: string, overrides: Partial<SiteConfig> = {}): Promise<Served> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-test-'));
  const config = await loadConfig(root, { outDir: path.join(tmp, 'dist'), hostingDir: path.join(tmp, 'hosting'), ...overrides });
  const { security } = await build(config);
  const preview = await startPreview({ outDir: config.outDir, port: 0, host: '127.0.0.1', quiet: true, security });
  return { url: preview.url, config, outDir: config.outDir, stop: preview.close };
}

/** A built and served site plus a browser, for one test file; ready inside the tests. */
export function servedSite<B extends { close(): Promise<void> } = import('playwright-core').Browser>(root: string, launch: () => Promise<B>) {
  const site = {} as { served: Served; browser: B };
  beforeAll(async () => {
    [site.served, site.browser] = await Promise.all([buildAndServe(root), launch()]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.served?.stop();
  });
  return site;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with the path sent exactly as written (fetch would normalise it) and no decoding of the body. */
export function rawGet(base: string, rawPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: rawPath, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * A request written byte for byte on a socket, for request lines no HTTP client would send (raw
 * control characters, backslashes) or headers no client would (two Host lines): `head` replaces the
 * Host line. Resolves with the status line's code and the headers; a server that closes without
 * answering resolves with status 0.
 */
export function rawRequest(base: string, requestTarget: string, method = 'GET', head?: string[]): Promise<{ status: number; headers: Record<string, string> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0]!;
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0) || 0, headers });
    });
    const lines = head ?? [`Host: ${hostname}`];
    socket.write(Buffer.from(`${method} ${requestTarget} HTTP/1.1\r\n${lines.map((line) => `${line}\r\n`).join('')}Connection: close\r\n\r\n`, 'latin1'));
  });
}

/**
 * `count` clients that each connect and send half a request head, then wait: what a slow or
 * hostile client does to hold a socket. Resolves once each has sent its half or been closed by the
 * server; destroy them when done.
 */
export async function holdHalfSentRequests(base: string, count: number): Promise<net.Socket[]> {
  const { hostname, port } = new URL(base);
  const slow = Array.from({ length: count }, () => net.connect(Number(port), hostname));
  await Promise.all(
    slow.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('connect', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n', () => resolve()));
          socket.once('close', () => resolve());
          socket.on('error', () => resolve());
        }),
    ),
  );
  return slow;
}
